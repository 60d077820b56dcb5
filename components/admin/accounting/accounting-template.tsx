import { AdminPage } from '@/components/admin/admin-page';
import { InvoiceMentionsForm } from '@/components/admin/accounting/invoice-mentions-form';
import { Button } from '@/components/ui/button';
import { EXPORT_KINDS } from '@/lib/admin/accounting/export-kinds';
import { ADMIN_EXPORTS_API_PATH, adminCsvPath } from '@/lib/admin/urls';
import { getAdminT } from '@/lib/i18n/admin';
import type { InvoiceMentions } from '@/lib/invoices/mentions';

/**
 * The page `/admin/accounting`: the accountant's CSV exports of a month (one GET form, one
 * button per file, each posting the month to its route) and the invoice mentions the owner sets.
 */
export function AdminAccountingTemplate({
  month,
  mentions,
}: {
  /** The month the period field starts on (YYYY-MM, Europe/Paris). */
  month: string;
  mentions: InvoiceMentions;
}) {
  const t = getAdminT();
  return (
    <AdminPage screen="accounting">
      <p className="text-muted-foreground text-sm">{t('accounting.intro')}</p>
      <section aria-labelledby="accounting-exports" className="grid gap-3 rounded-lg border p-4">
        <h2 id="accounting-exports" className="text-lg font-semibold">
          {t('accounting.exportsTitle')}
        </h2>
        <p id="accounting-exports-help" className="text-muted-foreground text-sm">
          {t('accounting.exportsHelp')}
        </p>
        <form
          method="get"
          action={`${ADMIN_EXPORTS_API_PATH}/${EXPORT_KINDS[0]}`}
          className="grid gap-3"
        >
          <div className="grid max-w-xs gap-1">
            <label htmlFor="accounting-period" className="text-sm font-medium">
              {t('accounting.period')}
            </label>
            <input
              id="accounting-period"
              name="periode"
              type="month"
              required
              defaultValue={month}
              aria-describedby="accounting-exports-help"
              className="border-input h-9 rounded-md border bg-transparent px-3 text-sm"
            />
          </div>
          <ul className="grid gap-2">
            {EXPORT_KINDS.map((kind) => (
              <li key={kind} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm">{t(`accounting.exports.${kind}`)}</span>
                <Button
                  type="submit"
                  variant="outline"
                  formAction={`${ADMIN_EXPORTS_API_PATH}/${kind}`}
                  aria-label={t('accounting.downloadExport', {
                    name: t(`accounting.exports.${kind}`),
                  })}
                >
                  {t('accounting.download')}
                </Button>
              </li>
            ))}
          </ul>
        </form>
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>{t('accounting.productsExport')}</span>
          <Button asChild variant="outline">
            <a
              href={adminCsvPath('products', 'export')}
              aria-label={t('accounting.downloadExport', { name: t('accounting.productsExport') })}
            >
              {t('accounting.download')}
            </a>
          </Button>
        </p>
      </section>
      <section aria-labelledby="accounting-mentions" className="grid gap-3 rounded-lg border p-4">
        <h2 id="accounting-mentions" className="text-lg font-semibold">
          {t('accounting.settingsTitle')}
        </h2>
        <InvoiceMentionsForm initial={mentions} />
      </section>
    </AdminPage>
  );
}
