import { AdminPage } from '@/components/admin/admin-page';
import { PrintButton } from '@/components/admin/orders/print-button';
import { Address } from '@/components/orders/templates/order-template';
import type { AdminOrderDetail } from '@/lib/admin/orders/queries';
import { getAdminT } from '@/lib/i18n/admin';
import { SHOP_INFO } from '@/lib/site/shop-info';

/**
 * The page `/admin/orders/<id>/preparation`: the printable picking list (lines with reference, colour
 * code and a box to tick) and the shipping label's data (sender, recipient, carrier, parcel).
 */
export function OrderPickingTemplate({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const t = getAdminT();
  const articles = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const a = SHOP_INFO.address;
  return (
    <AdminPage
      screen="orders"
      title={t('orders.picking.title', { number: order.orderNumber })}
      trail={[
        { label: order.orderNumber, href: `/admin/orders/${order.id}` },
        { label: t('orders.detail.print') },
      ]}
      actions={<PrintButton />}
    >
      <section className="grid gap-2" aria-labelledby="pick-list">
        <h2 id="pick-list" className="text-lg font-semibold">
          {t('orders.picking.pickList')}
        </h2>
        <table className="w-full border text-sm" data-testid="picking-list">
          <caption className="sr-only">{t('orders.picking.pickList')}</caption>
          <thead className="text-left">
            <tr className="border-b">
              <th scope="col" className="p-2 font-medium">
                {t('orders.picking.picked')}
              </th>
              <th scope="col" className="p-2 font-medium">
                {t('orders.detail.quantity')}
              </th>
              <th scope="col" className="p-2 font-medium">
                {t('orders.detail.line')}
              </th>
              <th scope="col" className="p-2 font-medium">
                {t('orders.detail.reference')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id} className="border-b">
                <td className="p-2">
                  <span aria-hidden className="inline-block size-5 border border-current" />
                </td>
                <td className="p-2 text-lg font-semibold">{line.quantity}</td>
                <td className="p-2">
                  <p className="font-medium">{line.name}</p>
                  {line.details && <p>{line.details}</p>}
                  {line.colour && (
                    <p className="flex items-center gap-2">
                      {line.colour.cssPreview && (
                        <span
                          aria-hidden
                          className="inline-block size-4 rounded border"
                          style={{ background: line.colour.cssPreview }}
                        />
                      )}
                      {t('orders.detail.colour', {
                        code: line.colour.code,
                        name: line.colour.name,
                      })}
                    </p>
                  )}
                </td>
                <td className="p-2 font-mono">{line.referenceCode ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section
        className="grid max-w-xl gap-3 rounded-lg border-2 border-dashed p-4"
        aria-labelledby="label"
        data-testid="shipping-label"
      >
        <h2 id="label" className="text-lg font-semibold">
          {t('orders.picking.label')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-medium">{t('orders.picking.sender')}</h3>
            <address className="text-sm not-italic">
              {SHOP_INFO.legalName}
              <br />
              {a.street}
              <br />
              {a.postalCode} {a.city}
              <br />
              {a.country}
            </address>
          </div>
          <div>
            <h3 className="text-sm font-medium">{t('orders.picking.recipient')}</h3>
            <Address address={order.shippingAddress} />
            {order.shippingAddress.phone && (
              <p className="text-sm">
                {t('orders.picking.phone', { phone: order.shippingAddress.phone })}
              </p>
            )}
          </div>
        </div>
        <p className="text-sm">
          {order.orderNumber} · {order.carrierName ?? '—'}
          {order.trackingNumber && ` · ${order.trackingNumber}`} ·{' '}
          {t('orders.picking.weightNote', { count: articles })}
        </p>
      </section>
    </AdminPage>
  );
}
