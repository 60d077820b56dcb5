import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminOrderTemplate } from '@/components/admin/orders/templates/order-template';
import { carrierOptions, orderForAdmin } from '@/lib/admin/orders/queries';
import { refundPanel } from '@/lib/admin/orders/refund-view';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminItemPath } from '@/lib/admin/urls';
import { withdrawalsOfOrder } from '@/lib/admin/withdrawals/queries';
import { WithdrawalsSection } from '@/components/admin/withdrawals/withdrawals-section';
import { isUuid } from '@/lib/uuid';
import { allowedTransitions } from '@/lib/admin/orders/workflow';
import { parisDay } from '@/lib/format';

export const instant = false;
export const metadata: Metadata = {
  title: getAdminT()('screens.orders'),
  robots: { index: false, follow: false },
};

/** `/admin/orders/<id>`: one order for the shop (`AdminOrderTemplate`). */
export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('orders', id));
  const [detail, carriers, withdrawals] = await Promise.all([
    orderForAdmin(getDb(), admin, id),
    carrierOptions(admin),
    isUuid(id) ? withdrawalsOfOrder(getDb(), admin, id) : [],
  ]);
  if (!detail) notFound();
  const refunds = await refundPanel(getDb(), admin, detail.order.id);
  return (
    <AdminOrderTemplate
      detail={detail}
      carriers={carriers}
      refunds={refunds}
      withdrawals={
        withdrawals.length > 0 && (
          <WithdrawalsSection
            rows={withdrawals}
            refundForm={
              // A withdrawal is refunded like the order: only while it has something to give back.
              detail.order.status !== 'cancelled' &&
              allowedTransitions(detail.order).includes('refund')
                ? { method: detail.order.paymentMethod, today: parisDay(new Date()) }
                : null
            }
          />
        )
      }
    />
  );
}
