import type { Metadata } from 'next';
import { AdminSecurityTemplate } from '@/components/admin/security/templates/security-template';
import {
  auditChoices,
  auditEntries,
  auditQuery,
  listAdmins,
  signInFailures,
  throttledKeys,
} from '@/lib/admin/security/queries';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.security') };

/** `/admin/security`: administrators, audit log, failed sign-ins, throttling (`AdminSecurityTemplate`). */
export default async function AdminSecurityPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('security'));
  const db = getDb();
  const query = auditQuery(await searchParams);
  const [admins, choices, entries, failures, blocked] = await Promise.all([
    listAdmins(db, admin),
    auditChoices(db, admin),
    auditEntries(db, admin, query),
    signInFailures(db, admin),
    throttledKeys(db, admin),
  ]);
  return (
    <AdminSecurityTemplate
      query={query}
      admins={admins}
      choices={choices}
      entries={entries}
      failures={failures}
      blocked={blocked}
    />
  );
}
