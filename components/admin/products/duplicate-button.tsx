'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { duplicateProductAction } from '@/lib/admin/products/actions';
import { adminItemPath } from '@/lib/admin/urls';

/** « Dupliquer »: the copy opens in its own form, hidden and inactive until checked. */
export function DuplicateButton({ id }: { id: string }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      variant="outline"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await duplicateProductAction({ id }).catch(() => null);
          if (!result?.ok) {
            toast.error(t('form.errorTitle'), { description: result?.error });
            return;
          }
          toast.success(t('products.duplicatedTitle'), {
            description: t('products.duplicatedText'),
          });
          router.push(adminItemPath('products', result.data.id));
        })
      }
    >
      {t('products.duplicate')}
    </Button>
  );
}
