import type { Metadata } from 'next';
import { ContestDrawTemplate } from '@/components/admin/communication/templates/contest-draw-template';
import { contestForDraw, listContestsForDraw } from '@/lib/admin/contest-draw/draws';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.contestDraw') };

/** `/admin/contest-draw?concours=<id>`: a contest's participants and draws (`ContestDrawTemplate`). */
export default async function ContestDrawPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('contestDraw'));
  const db = getDb();
  const contests = await listContestsForDraw(db, admin);
  const asked = (await searchParams).concours;
  const chosenId =
    typeof asked === 'string' && uuidSchema.safeParse(asked).success ? asked : contests[0]?.id;
  const data = chosenId ? await contestForDraw(db, admin, chosenId) : null;
  return <ContestDrawTemplate contests={contests} data={data} />;
}
