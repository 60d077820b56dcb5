'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { setPromotionActiveAction } from '@/lib/admin/commerce/actions';

/** « Désactiver » / « Réactiver » a promotion from the list (the way out for a used one). */
export function PromotionToggle({
  id,
  code,
  isActive,
}: {
  id: string;
  code: string;
  isActive: boolean;
}) {
  const t = useTranslations('admin.commerce.promotions');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const toggle = () =>
    startTransition(async () => {
      const result = await setPromotionActiveAction({ id, isActive: !isActive }).catch(() => null);
      if (!result?.ok) {
        toast.error(t('toggleError'), { description: result?.error });
        return;
      }
      toast.success(isActive ? t('deactivated') : t('activated'));
      router.refresh();
    });
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={toggle}
      aria-label={`${isActive ? t('deactivate') : t('activate')} ${code}`}
    >
      {isActive ? t('deactivate') : t('activate')}
    </Button>
  );
}
