import { DeleteDialog } from '@/components/admin/delete-dialog';
import { binProductAction } from '@/lib/admin/products/actions';
import { adminPath } from '@/lib/admin/urls';
import { BIN_DAYS } from '@/lib/jobs/purge-bin';
import { getAdminT } from '@/lib/i18n/admin';

/**
 * « Mettre à la corbeille » on a product's page: the confirmation says it can be restored for
 * 30 days; then the products list (lib/admin/products/bin.ts).
 */
export function BinButton({ id, name }: { id: string; name: string }) {
  const t = getAdminT();
  return (
    <DeleteDialog
      id={id}
      name={name}
      action={binProductAction}
      redirectTo={adminPath('products')}
      label={t('products.bin.delete')}
      wording={{
        title: t('products.bin.deleteTitle', { name }),
        text: t('products.bin.deleteConfirm', { days: BIN_DAYS }),
        confirm: t('products.bin.delete'),
        doneTitle: t('products.bin.deletedTitle'),
        doneText: t('products.bin.deletedText', { days: BIN_DAYS }),
      }}
    />
  );
}
