import { requireAdminPage } from '@/lib/auth/guards';

/**
 * The admin area (`/admin/*`): its own frame without the shop's category navigation (spec
 * « Layout »). It refuses everyone who is not a verified administrator before rendering
 * anything; until accounts exist nobody is one.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage();
  return <div className="flex min-h-dvh flex-col">{children}</div>;
}
