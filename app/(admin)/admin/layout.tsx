import { requireAdminPage } from '@/lib/auth/guards';

/**
 * The admin area (`/admin/*`): its own frame without the shop's category navigation (spec
 * « Layout »). Before rendering anything it sends visitors to sign in and answers customers who
 * are not verified administrators with the not-found page.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage();
  return <div className="flex min-h-dvh flex-col">{children}</div>;
}
