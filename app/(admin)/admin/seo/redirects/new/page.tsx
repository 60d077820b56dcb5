import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { RedirectForm } from '@/components/admin/seo/redirect-form';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { adminNewPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('seo.newRedirectTitle') };

export default async function NewRedirectPage() {
  await requireAdminPage(adminNewPath('redirects'));
  const t = getAdminT();
  return (
    <AdminPage
      screen="seo"
      title={t('seo.newRedirectTitle')}
      trail={[{ label: t('seo.newRedirectTitle') }]}
    >
      <RedirectForm initial={{ oldPath: '', newPath: '' }} />
    </AdminPage>
  );
}
