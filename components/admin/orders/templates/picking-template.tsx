import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { PrintButton } from '@/components/admin/orders/print-button';
import { Address } from '@/components/orders/templates/order-template';
import type { AdminOrderDetail } from '@/lib/admin/orders/queries';
import { getAdminT } from '@/lib/i18n/admin';
import { SHOP_INFO } from '@/lib/site/shop-info';
import { adminItemPath } from '@/lib/admin/urls';
import { ShadeNote } from '@/components/orders/shade-note';

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
        { label: order.orderNumber, href: adminItemPath('orders', order.id) },
        { label: t('orders.detail.print') },
      ]}
      actions={<PrintButton />}
    >
      <section className="grid gap-2" aria-labelledby="pick-list">
        <h2 id="pick-list" className="text-lg font-semibold">
          {t('orders.picking.pickList')}
        </h2>
        <AdminTable
          caption={t('orders.picking.pickList')}
          testId="picking-list"
          className="border"
          rows={order.lines}
          rowKey={(line) => line.id}
          columns={[
            {
              key: 'picked',
              header: t('orders.picking.picked'),
              className: 'p-2',
              cell: () => (
                <span aria-hidden className="inline-block size-5 border border-current" />
              ),
            },
            {
              key: 'quantity',
              header: t('orders.detail.quantity'),
              className: 'p-2',
              cellClassName: 'text-lg font-semibold',
              cell: (line) => line.quantity,
            },
            {
              key: 'line',
              header: t('orders.detail.line'),
              className: 'p-2',
              cell: (line) => (
                <>
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
                  <ShadeNote colour={line.colour} className="font-semibold" />
                </>
              ),
            },
            {
              key: 'reference',
              header: t('orders.detail.reference'),
              className: 'p-2',
              cellClassName: 'font-mono',
              cell: (line) => line.referenceCode ?? '—',
            },
          ]}
        />
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
