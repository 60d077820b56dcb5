import type { Metadata } from 'next';
import { ProductsListTemplate } from '@/components/admin/products/templates/products-list-template';
import {
  listProductsForAdmin,
  productFormOptions,
  productTableState,
} from '@/lib/admin/products/queries';
import { recentBulkPriceBatches } from '@/lib/admin/products/bulk-price';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { lowStockEmailEnabled } from '@/lib/jobs/low-stock-email';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.products') };

/** `/admin/products`: the products, searched, filtered, sorted and paged in SQL (`ProductsListTemplate`). */
export default async function AdminProductsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('products'));
  const { brands } = await productFormOptions(admin);
  const state = productTableState(
    await searchParams,
    brands.map((b) => b.slug),
  );
  const [{ rows, total }, lowStockEmail, lastBatches] = await Promise.all([
    listProductsForAdmin(getDb(), admin, state),
    lowStockEmailEnabled(getDb()),
    recentBulkPriceBatches(getDb()),
  ]);
  return (
    <ProductsListTemplate
      state={state}
      rows={rows}
      total={total}
      brands={brands}
      lowStockEmail={lowStockEmail}
      lastBatches={lastBatches}
    />
  );
}
