import type { Metadata } from 'next';
import { parisDay } from '@/lib/format';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { OrderEditForm } from '@/components/admin/orders/order-edit-form';
import { linesToEdit } from '@/lib/admin/orders/edit';
import { customerAddresses } from '@/lib/admin/orders/for-customer';
import { orderForAdmin } from '@/lib/admin/orders/queries';
import { adminItemPath, adminOrderEditPath } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { editRefusal, isEditableOrder } from '@/lib/admin/orders/workflow';

export const instant = false;
export const metadata: Metadata = {
  title: getAdminT()('orderEdit.editLink'),
  robots: { index: false, follow: false },
};

/** `/admin/orders/<id>/modifier`: « Modifier la commande » (`OrderEditForm`). */
export default async function EditOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminOrderEditPath(id));
  const detail = await orderForAdmin(getDb(), admin, id);
  if (!detail) notFound();
  const { order } = detail;
  const t = getAdminT();
  const title = t('orderEdit.editTitle', { number: order.orderNumber });
  const back = (
    <Link href={adminItemPath('orders', order.id)} className="text-primary text-sm underline">
      {t('orderEdit.backToOrder')}
    </Link>
  );
  if (!isEditableOrder(order) || !order.userId) {
    return (
      <AdminPage
        screen="orders"
        title={title}
        trail={[{ label: order.orderNumber }]}
        actions={back}
      >
        <p>
          {editRefusal(order) === 'cardPending'
            ? t('orderEdit.errors.cardPending')
            : t('orderEdit.errors.notEditable', {
                status: t(`orders.statuses.${order.status}`).toLocaleLowerCase('fr'),
              })}
        </p>
      </AdminPage>
    );
  }
  const addresses = await customerAddresses(getDb(), admin, order.userId);
  return (
    <AdminPage screen="orders" title={title} trail={[{ label: order.orderNumber }]} actions={back}>
      <p className="text-muted-foreground max-w-3xl text-sm">{t('orderEdit.editIntro')}</p>
      <OrderEditForm
        orderId={order.id}
        initialLines={await linesToEdit(getDb(), admin, order.id)}
        addresses={addresses}
        today={parisDay(new Date())}
      />
    </AdminPage>
  );
}
