import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { ProPriceForm } from '@/components/admin/commerce/pro-price-form';
import { DeleteButton } from '@/components/admin/delete-button';
import { deleteProPriceAction } from '@/lib/admin/commerce/actions';
import { getProPriceForAdmin } from '@/lib/admin/commerce/pro-prices';
import { productFormOptions } from '@/lib/admin/products/queries';
import { ADMIN_PRO_PRICES_PATH, adminItemPath } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { uuidSchema } from '@/lib/validation/admin-catalogue';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('commerce.proPrices.editTitle') };

export default async function EditProPricePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('proPrices', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const [row, options] = await Promise.all([
    getProPriceForAdmin(getDb(), admin, id),
    productFormOptions(admin),
  ]);
  if (!row) notFound();
  const t = getAdminT();
  return (
    <AdminPage
      screen="promotions"
      title={t('commerce.proPrices.editTitle')}
      trail={[
        { label: t('commerce.proPrices.title'), href: ADMIN_PRO_PRICES_PATH },
        { label: row.targetName },
      ]}
      actions={
        <DeleteButton
          id={row.id}
          name={row.targetName}
          action={deleteProPriceAction}
          redirectTo={ADMIN_PRO_PRICES_PATH}
        />
      }
    >
      <ProPriceForm
        initial={{
          id: row.id,
          scope: row.scope === 'category' ? 'category' : 'brand',
          brandId: row.brandId ?? '',
          categoryId: row.categoryId ?? '',
          discountPercent: String(row.discountPercent ?? ''),
        }}
        brands={options.brands}
        categories={options.categories}
      />
    </AdminPage>
  );
}
