'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { restoreProductAction } from '@/lib/admin/products/actions';
import { useAction } from '@/lib/hooks/use-action-form';

/** « Restaurer »: the product leaves the bin as it was; the bin's list is read again. */
export function RestoreButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const { run, pending } = useAction(restoreProductAction, {
    errorTitle: t('form.errorTitle'),
    onSuccess: () => {
      toast.success(t('products.bin.restoredTitle'), {
        description: t('products.bin.restoredText', { name }),
      });
      router.refresh();
    },
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      aria-label={t('products.bin.restoreLabel', { name })}
      onClick={() => run({ id })}
    >
      {t('products.bin.restore')}
    </Button>
  );
}
