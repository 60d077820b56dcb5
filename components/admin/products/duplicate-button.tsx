'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/hooks/use-action-form';
import { duplicateProductAction } from '@/lib/admin/products/actions';
import { adminItemPath } from '@/lib/admin/urls';

/** « Dupliquer »: the copy opens in its own form, hidden and inactive until checked. */
export function DuplicateButton({ id }: { id: string }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const { run, pending } = useAction(duplicateProductAction, {
    errorTitle: t('form.errorTitle'),
    onSuccess: (copy) => {
      toast.success(t('products.duplicatedTitle'), { description: t('products.duplicatedText') });
      router.push(adminItemPath('products', copy.id));
    },
  });
  return (
    <Button variant="outline" disabled={pending} onClick={() => run({ id })}>
      {t('products.duplicate')}
    </Button>
  );
}
