import type { Metadata } from 'next';
import { AdminAccountingTemplate } from '@/components/admin/accounting/accounting-template';
import { getInvoiceMentionsForAdmin } from '@/lib/admin/accounting/settings';
import { adminPath } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { parisDay } from '@/lib/format';
import { getAdminT } from '@/lib/i18n/admin';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.accounting') };

/** `/admin/accounting`: the accountant's exports and the invoice mentions. */
export default async function AdminAccountingPage() {
  const admin = await requireAdminPage(adminPath('accounting'));
  const mentions = await getInvoiceMentionsForAdmin(getDb(), admin);
  return <AdminAccountingTemplate month={parisDay(new Date()).slice(0, 7)} mentions={mentions} />;
}
