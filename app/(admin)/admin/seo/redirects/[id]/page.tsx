import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { DeleteButton } from '@/components/admin/delete-button';
import { RedirectForm } from '@/components/admin/seo/redirect-form';
import { deleteRedirectAction } from '@/lib/admin/seo/actions';
import { getRedirectForAdmin } from '@/lib/admin/seo/redirects';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { formatNumber } from '@/lib/format';
import { getAdminT } from '@/lib/i18n/admin';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminItemPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('seo.editRedirectTitle') };

export default async function EditRedirectPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('redirects', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const row = await getRedirectForAdmin(getDb(), admin, id);
  if (!row) notFound();
  const t = getAdminT();
  return (
    <AdminPage
      screen="seo"
      title={t('seo.editRedirectTitle')}
      trail={[{ label: row.oldPath }]}
      actions={
        <DeleteButton
          id={row.id}
          name={row.oldPath}
          action={deleteRedirectAction}
          redirectTo={adminPath('seo')}
        />
      }
    >
      <p className="text-sm">
        {t('seo.columns.hits')} : {formatNumber(row.hits)} ·{' '}
        <Link href={adminPath('seo', { adresse: row.oldPath })} className="text-primary underline">
          {t('seo.test.title')}
        </Link>
      </p>
      <RedirectForm initial={{ id: row.id, oldPath: row.oldPath, newPath: row.newPath }} />
    </AdminPage>
  );
}
