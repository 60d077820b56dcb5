import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminUserTemplate } from '@/components/admin/users/templates/user-template';
import { userForAdmin } from '@/lib/admin/users/queries';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminItemPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = {
  title: getAdminT()('screens.users'),
  robots: { index: false, follow: false },
};

/** `/admin/users/<id>`: one customer (`AdminUserTemplate`). */
export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('users', id));
  const user = await userForAdmin(getDb(), admin, id);
  if (!user) notFound();
  return <AdminUserTemplate user={user} self={user.id === admin.userId} />;
}
