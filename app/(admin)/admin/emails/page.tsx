import type { Metadata } from 'next';
import { EmailsListTemplate } from '@/components/admin/emails/templates/emails-list-template';
import { listOutbox, outboxTableState } from '@/lib/admin/emails/outbox';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.emails') };

/** `/admin/emails`: the outbox, searched, filtered and paged in SQL, and the test e-mail (`EmailsListTemplate`). */
export default async function AdminEmailsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('emails'));
  const state = outboxTableState(await searchParams);
  const { rows, total, byStatus } = await listOutbox(getDb(), admin, state);
  return (
    <EmailsListTemplate
      state={state}
      rows={rows}
      total={total}
      byStatus={byStatus}
      adminEmail={admin.email}
    />
  );
}
