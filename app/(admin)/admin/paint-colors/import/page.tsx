import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { CsvImport } from '@/components/admin/csv-import';
import { importColoursAction } from '@/lib/admin/colours/actions';
import { COLOUR_CSV_COLUMNS } from '@/lib/admin/colours/csv';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { adminCsvPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('colours.importTitle') };

export default async function ImportColoursPage() {
  await requireAdminPage(adminCsvPath('paintColors', 'import'));
  const t = getAdminT();
  return (
    <AdminPage
      screen="paintColors"
      title={t('colours.importTitle')}
      trail={[{ label: t('colours.importTitle') }]}
    >
      <p className="text-muted-foreground max-w-3xl text-sm">
        {t('colours.importHelp', { columns: COLOUR_CSV_COLUMNS.join(', ') })}
      </p>
      <CsvImport action={importColoursAction} keyLabel={t('colours.columns.code')} />
    </AdminPage>
  );
}
