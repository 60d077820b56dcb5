import type { Metadata } from 'next';
import { ProductsBinTemplate } from '@/components/admin/products/templates/products-bin-template';
import { listBin } from '@/lib/admin/products/bin';
import { ADMIN_PRODUCTS_BIN_PATH } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { BIN_DAYS } from '@/lib/jobs/purge-bin';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('products.bin.title') };

/** `/admin/products/corbeille`: the deleted products, restorable for 30 days (`ProductsBinTemplate`). */
export default async function ProductsBinPage() {
  await requireAdminPage(ADMIN_PRODUCTS_BIN_PATH);
  return <ProductsBinTemplate rows={await listBin(getDb())} days={BIN_DAYS} />;
}
