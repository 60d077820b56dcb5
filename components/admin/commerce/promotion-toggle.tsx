'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/hooks/use-action-form';
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
  const { run, pending } = useAction(setPromotionActiveAction, {
    errorTitle: t('toggleError'),
    onSuccess: () => {
      toast.success(isActive ? t('deactivated') : t('activated'));
      router.refresh();
    },
  });
  const toggle = () => run({ id, isActive: !isActive });
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
