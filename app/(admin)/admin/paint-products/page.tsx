import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { listPaintConfigsForAdmin } from '@/lib/admin/paint/configs';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { volumeLabel } from '@/lib/format';
import { getAdminT } from '@/lib/i18n/admin';
import {
  ADMIN_PAINT_DOCUMENTS_PATH,
  ADMIN_PAINT_HAZARDS_PATH,
  adminItemPath,
  adminPath,
} from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.paintProducts') };

/** `/admin/paint-products`: the colour page's product types (pot, bombe, stylo, stylo vernis). */
export default async function AdminPaintProductsPage() {
  const admin = await requireAdminPage(adminPath('paintProducts'));
  const t = getAdminT();
  const configs = await listPaintConfigsForAdmin(getDb(), admin);
  return (
    <AdminPage
      screen="paintProducts"
      actions={
        <>
          <Button asChild variant="outline">
            <Link href={ADMIN_PAINT_DOCUMENTS_PATH}>{t('paint.products.documents')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={ADMIN_PAINT_HAZARDS_PATH}>{t('hazard.paintTitle')}</Link>
          </Button>
        </>
      }
    >
      <AdminTable
        look="boxed"
        caption={t('paint.products.title')}
        rows={configs}
        rowKey={(config) => config.id}
        columns={[
          {
            key: 'title',
            header: t('paint.products.columns.title'),
            cell: (config) => (
              <Link
                href={adminItemPath('paintProducts', config.id)}
                className="text-primary font-medium hover:underline"
              >
                {config.title}
              </Link>
            ),
          },
          {
            key: 'key',
            header: t('paint.products.columns.key'),
            cell: (config) => config.productKey,
          },
          {
            key: 'paintTypes',
            header: t('paint.products.columns.paintTypes'),
            cell: (config) => config.paintTypes.map((p) => p.label).join(', ') || '—',
          },
          {
            key: 'volumes',
            header: t('paint.products.columns.volumes'),
            cell: (config) => config.volumes.map(volumeLabel).join(' · '),
          },
          {
            key: 'active',
            header: t('paint.products.columns.active'),
            cell: (config) => (config.isActive ? t('table.yes') : t('table.no')),
          },
        ]}
      />
    </AdminPage>
  );
}
