import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { NewsletterForm } from '@/components/admin/communication/newsletter-form';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { adminNewPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('newsletters.newTitle') };

export default async function NewNewsletterPage() {
  await requireAdminPage(adminNewPath('newsletters'));
  const t = getAdminT();
  return (
    <AdminPage
      screen="newsletters"
      title={t('newsletters.newTitle')}
      trail={[{ label: t('newsletters.newTitle') }]}
    >
      <NewsletterForm initial={{ title: '', body: '' }} />
    </AdminPage>
  );
}
