import type { Metadata } from 'next';
import { AdminIntl } from '@/components/admin/admin-intl';
import { AdminShell } from '@/components/admin/admin-shell';
import { ADMIN_PATH } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';

export const metadata: Metadata = {
  title: { default: getAdminT()('title'), template: `%s · ${getAdminT()('title')}` },
  robots: { index: false, follow: false },
};

/**
 * The admin area (`/admin/*`): its own frame without the shop's category navigation (spec
 * « Layout »). Before rendering anything it sends visitors to sign in and answers customers who
 * are not verified administrators with the not-found page (the proxy's gate has already given
 * them the right status). Admin actions (`adminAction`) and admin reads check the role again.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdminPage(ADMIN_PATH);
  return (
    <AdminIntl>
      <AdminShell email={admin.email}>{children}</AdminShell>
    </AdminIntl>
  );
}
