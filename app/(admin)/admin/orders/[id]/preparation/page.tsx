import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderPickingTemplate } from '@/components/admin/orders/templates/picking-template';
import { orderForAdmin } from '@/lib/admin/orders/queries';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminOrderPreparationPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = {
  title: getAdminT()('screens.orders'),
  robots: { index: false, follow: false },
};

/** `/admin/orders/<id>/preparation`: the printable picking list (`OrderPickingTemplate`). */
export default async function OrderPickingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminOrderPreparationPath(id));
  const detail = await orderForAdmin(getDb(), admin, id);
  if (!detail) notFound();
  return <OrderPickingTemplate detail={detail} />;
}
