import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { DeleteButton } from '@/components/admin/delete-button';
import { Button } from '@/components/ui/button';
import { deleteProPriceAction } from '@/lib/admin/commerce/actions';
import type { AdminProPriceRow } from '@/lib/admin/commerce/pro-prices';
import { adminItemPath, adminNewPath } from '@/lib/admin/urls';
import { getAdminT } from '@/lib/i18n/admin';

/** The page `/admin/promotions/prix-pro`: the professional percentages by brand and category. */
export function ProPricesListTemplate({ rows }: { rows: AdminProPriceRow[] }) {
  const t = getAdminT();
  const p = (key: string, values?: Record<string, string | number>) =>
    t(`commerce.proPrices.${key}` as never, values as never);
  return (
    <AdminPage
      screen="promotions"
      title={p('title')}
      trail={[{ label: p('title') }]}
      actions={
        <Button asChild>
          <Link href={adminNewPath('proPrices')}>{p('new')}</Link>
        </Button>
      }
    >
      <p className="text-muted-foreground max-w-3xl text-sm">{p('intro')}</p>
      {rows.length === 0 ? (
        <p className="text-sm">{p('empty')}</p>
      ) : (
        <table className="w-full max-w-3xl text-sm">
          <caption className="sr-only">{p('title')}</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2">
                {p('columns.scope')}
              </th>
              <th scope="col" className="py-2">
                {p('columns.target')}
              </th>
              <th scope="col" className="py-2 text-right">
                {p('columns.percent')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('table.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b">
                <td className="py-2">{p(`scopes.${row.scope}`)}</td>
                <td className="py-2">
                  <a
                    href={adminItemPath('proPrices', row.id)}
                    className="text-primary font-medium hover:underline"
                  >
                    {row.targetName}
                  </a>
                </td>
                <td className="py-2 text-right">
                  {p('percentValue', { percent: row.discountPercent ?? 0 })}
                </td>
                <td className="py-2 text-right">
                  <DeleteButton
                    id={row.id}
                    name={row.targetName}
                    action={deleteProPriceAction}
                    size="sm"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminPage>
  );
}
