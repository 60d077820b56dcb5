import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { Button } from '@/components/ui/button';
import { listPaintConfigsForAdmin } from '@/lib/admin/paint/configs';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { volumeLabel } from '@/lib/format';
import { getAdminT } from '@/lib/i18n/admin';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.paintProducts') };

/** `/admin/paint-products`: the colour page's product types (pot, bombe, stylo, stylo vernis). */
export default async function AdminPaintProductsPage() {
  const admin = await requireAdminPage('/admin/paint-products');
  const t = getAdminT();
  const configs = await listPaintConfigsForAdmin(getDb(), admin);
  return (
    <AdminPage
      screen="paintProducts"
      actions={
        <Button asChild variant="outline">
          <Link href="/admin/paint-products/documents">{t('paint.products.documents')}</Link>
        </Button>
      }
    >
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('paint.products.title')}</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="p-2">
                {t('paint.products.columns.title')}
              </th>
              <th scope="col" className="p-2">
                {t('paint.products.columns.key')}
              </th>
              <th scope="col" className="p-2">
                {t('paint.products.columns.paintTypes')}
              </th>
              <th scope="col" className="p-2">
                {t('paint.products.columns.volumes')}
              </th>
              <th scope="col" className="p-2">
                {t('paint.products.columns.active')}
              </th>
            </tr>
          </thead>
          <tbody>
            {configs.map((config) => (
              <tr key={config.id} className="border-b">
                <td className="p-2">
                  <Link
                    href={`/admin/paint-products/${config.id}`}
                    className="text-primary font-medium hover:underline"
                  >
                    {config.title}
                  </Link>
                </td>
                <td className="p-2">{config.productKey}</td>
                <td className="p-2">{config.paintTypes.map((p) => p.label).join(', ') || '—'}</td>
                <td className="p-2">{config.volumes.map(volumeLabel).join(' · ')}</td>
                <td className="p-2">{config.isActive ? t('table.yes') : t('table.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminPage>
  );
}
