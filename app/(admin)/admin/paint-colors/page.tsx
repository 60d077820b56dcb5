import type { Metadata } from 'next';
import { ColoursListTemplate } from '@/components/admin/colours/templates/colours-list-template';
import { colourTableState, listColoursForAdmin, makersForAdmin } from '@/lib/admin/colours/colours';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.paintColors') };

/** `/admin/paint-colors`: the colour charts, searched, filtered and paged in SQL (`ColoursListTemplate`). */
export default async function AdminColoursPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('paintColors'));
  const makers = await makersForAdmin(admin);
  const state = colourTableState(
    await searchParams,
    makers.map((m) => m.slug),
  );
  const { rows, total } = await listColoursForAdmin(getDb(), admin, state);
  return <ColoursListTemplate state={state} rows={rows} total={total} makers={makers} />;
}
