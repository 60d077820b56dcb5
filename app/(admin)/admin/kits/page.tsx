import type { Metadata } from 'next';
import { KitsListTemplate } from '@/components/admin/kits/templates/kits-list-template';
import { kitTableState, listKitsForAdmin } from '@/lib/admin/kits/queries';
import type { SearchParams } from '@/lib/admin/table';
import { adminPath } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.kits') };

/** `/admin/kits`: the repair kits (issue 41 §3), searched, filtered and paged in SQL. */
export default async function AdminKitsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('kits'));
  const state = kitTableState(await searchParams);
  const { rows, total } = await listKitsForAdmin(getDb(), admin, state);
  return <KitsListTemplate state={state} rows={rows} total={total} />;
}
