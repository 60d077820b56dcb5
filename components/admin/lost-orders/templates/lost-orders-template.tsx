import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { ReminderButton } from '@/components/admin/lost-orders/reminder-button';
import { adminDate } from '@/components/admin/orders/labels';
import {
  LOST_AFTER_HOURS,
  LOST_LIST_LIMIT,
  type LostCart,
  type LostLine,
  type Reminder,
  type ReminderTotals,
  type SentReminder,
  type UnpaidOrder,
} from '@/lib/admin/lost-orders/queries';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';

function Lines({ lines }: { lines: LostLine[] }) {
  const t = getAdminT();
  return (
    <ul className="grid gap-1">
      {lines.map((line, index) => (
        <li key={index} className="flex items-start gap-2">
          {line.swatch ? (
            <span
              aria-hidden="true"
              className="mt-0.5 inline-block size-4 shrink-0 rounded border"
              style={{ background: line.swatch }}
            />
          ) : null}
          <span>
            {t('lostOrders.line', { quantity: line.quantity, name: line.name })}
            {line.colourCode ? (
              <span className="text-muted-foreground block text-xs">
                {t('lostOrders.colour', { code: line.colourCode, name: line.details ?? '' })}
              </span>
            ) : line.details ? (
              <span className="text-muted-foreground block text-xs">{line.details}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ReminderCell({
  reminder,
  kind,
  id,
  label,
}: {
  reminder: Reminder;
  kind: 'cart' | 'order';
  id: string;
  label: string;
}) {
  const t = getAdminT();
  return reminder ? (
    <span className="text-sm" data-testid="reminder-sent">
      {t('lostOrders.sentOn', { date: adminDate(reminder.sentAt) })}
    </span>
  ) : (
    <ReminderButton kind={kind} id={id} label={label} />
  );
}

const age = (from: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - from.getTime()) / 3600_000));

/**
 * The page `/admin/lost-orders`: carts of signed-in customers and unpaid orders left for more than
 * LOST_AFTER_HOURS, with their contents, value and contact; one reminder e-mail each, and the
 * reminders sent with what they recovered.
 */
export function LostOrdersTemplate({
  now,
  carts,
  orders,
  reminders,
}: {
  now: Date;
  carts: LostCart[];
  orders: UnpaidOrder[];
  reminders: { rows: SentReminder[]; totals: ReminderTotals };
}) {
  const t = getAdminT();
  const hours = (from: Date) => {
    const h = age(from, now);
    return h >= 48
      ? t('lostOrders.days', { count: Math.floor(h / 24) })
      : t('lostOrders.hours', { count: h });
  };
  return (
    <AdminPage screen="lostOrders">
      <p className="text-muted-foreground text-sm">
        {t('lostOrders.intro', { hours: LOST_AFTER_HOURS, limit: LOST_LIST_LIMIT })}
      </p>

      <section
        aria-labelledby="lost-totals"
        className="grid gap-4 rounded-lg border p-4 sm:grid-cols-3"
        data-testid="reminder-totals"
      >
        <h2 id="lost-totals" className="sr-only">
          {t('lostOrders.totals')}
        </h2>
        <p>
          <span className="text-muted-foreground block text-sm">{t('lostOrders.sentCount')}</span>
          <span className="text-2xl font-semibold">{reminders.totals.sent}</span>
        </p>
        <p>
          <span className="text-muted-foreground block text-sm">
            {t('lostOrders.recoveredCount')}
          </span>
          <span className="text-2xl font-semibold">{reminders.totals.recovered}</span>
        </p>
        <p>
          <span className="text-muted-foreground block text-sm">
            {t('lostOrders.recoveredValue')}
          </span>
          <span className="text-2xl font-semibold">
            {formatCents(reminders.totals.recoveredCents)}
          </span>
        </p>
      </section>

      <section aria-labelledby="lost-carts" className="grid gap-2 rounded-lg border p-4">
        <h2 id="lost-carts" className="font-semibold">
          {t('lostOrders.carts', { count: carts.length })}
        </h2>
        {carts.length === 0 ? (
          <p className="text-sm">{t('lostOrders.noCarts')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="lost-carts">
              <caption className="sr-only">
                {t('lostOrders.carts', { count: carts.length })}
              </caption>
              <thead>
                <tr className="text-muted-foreground">
                  <th scope="col" className="py-1 pr-2">
                    {t('lostOrders.columns.customer')}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t('lostOrders.columns.contents')}
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    {t('lostOrders.columns.value')}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t('lostOrders.columns.age')}
                  </th>
                  <th scope="col" className="py-1">
                    {t('lostOrders.columns.reminder')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {carts.map((cart) => (
                  <tr key={cart.userId} className="border-t align-top" data-testid="lost-cart">
                    <td className="py-2 pr-2">
                      <Link
                        href={`/admin/users/${cart.userId}`}
                        className="text-primary hover:underline"
                      >
                        {cart.name ?? cart.email}
                      </Link>
                      <a
                        href={`mailto:${cart.email}`}
                        className="block text-xs break-all underline"
                      >
                        {cart.email}
                      </a>
                    </td>
                    <td className="py-2 pr-2">
                      <Lines lines={cart.lines} />
                    </td>
                    <td className="py-2 pr-2 text-right">{formatCents(cart.valueCents)}</td>
                    <td className="py-2 pr-2">
                      {hours(cart.lastActivityAt)}
                      <span className="text-muted-foreground block text-xs">
                        {adminDate(cart.lastActivityAt)}
                      </span>
                    </td>
                    <td className="py-2">
                      <ReminderCell
                        reminder={cart.reminder}
                        kind="cart"
                        id={cart.userId}
                        label={t('lostOrders.sendTo', { email: cart.email })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="lost-unpaid" className="grid gap-2 rounded-lg border p-4">
        <h2 id="lost-unpaid" className="font-semibold">
          {t('lostOrders.unpaid', { count: orders.length })}
        </h2>
        {orders.length === 0 ? (
          <p className="text-sm">{t('lostOrders.noUnpaid')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="unpaid-orders">
              <caption className="sr-only">
                {t('lostOrders.unpaid', { count: orders.length })}
              </caption>
              <thead>
                <tr className="text-muted-foreground">
                  <th scope="col" className="py-1 pr-2">
                    {t('lostOrders.columns.order')}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t('lostOrders.columns.contents')}
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    {t('lostOrders.columns.value')}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t('lostOrders.columns.age')}
                  </th>
                  <th scope="col" className="py-1">
                    {t('lostOrders.columns.reminder')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id} className="border-t align-top" data-testid="unpaid-order">
                    <td className="py-2 pr-2">
                      <Link
                        href={`/admin/orders/${order.id}`}
                        className="text-primary font-medium hover:underline"
                      >
                        {order.orderNumber}
                      </Link>
                      <span className="block text-xs">
                        {t(`orders.methods.${order.paymentMethod}` as 'orders.methods.card')}
                      </span>
                      {order.name ? <span className="block">{order.name}</span> : null}
                      <a
                        href={`mailto:${order.email}`}
                        className="block text-xs break-all underline"
                      >
                        {order.email}
                      </a>
                    </td>
                    <td className="py-2 pr-2">
                      <Lines lines={order.lines} />
                    </td>
                    <td className="py-2 pr-2 text-right">{formatCents(order.totalCents)}</td>
                    <td className="py-2 pr-2">
                      {hours(order.createdAt)}
                      <span className="text-muted-foreground block text-xs">
                        {adminDate(order.createdAt)}
                      </span>
                    </td>
                    <td className="py-2">
                      <ReminderCell
                        reminder={order.reminder}
                        kind="order"
                        id={order.id}
                        label={t('lostOrders.sendTo', { email: order.email })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="lost-reminders" className="grid gap-2 rounded-lg border p-4">
        <h2 id="lost-reminders" className="font-semibold">
          {t('lostOrders.reminders')}
        </h2>
        {reminders.rows.length === 0 ? (
          <p className="text-sm">{t('lostOrders.noReminders')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="sent-reminders">
              <caption className="sr-only">{t('lostOrders.reminders')}</caption>
              <thead>
                <tr className="text-muted-foreground">
                  <th scope="col" className="py-1 pr-2">
                    {t('lostOrders.columns.sentAt')}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t('lostOrders.columns.kind')}
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    {t('lostOrders.columns.email')}
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    {t('lostOrders.columns.value')}
                  </th>
                  <th scope="col" className="py-1">
                    {t('lostOrders.columns.outcome')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {reminders.rows.map((row) => (
                  <tr key={row.id} className="border-t" data-testid="sent-reminder">
                    <td className="py-1 pr-2">{adminDate(row.sentAt)}</td>
                    <td className="py-1 pr-2">
                      {row.kind === 'cart'
                        ? t('lostOrders.kindCart')
                        : t('lostOrders.kindOrder', { number: row.orderNumber ?? '—' })}
                    </td>
                    <td className="py-1 pr-2 break-all">{row.email}</td>
                    <td className="py-1 pr-2 text-right">{formatCents(row.valueCents)}</td>
                    <td className="py-1">
                      {row.recoveredOrderNumber ? (
                        <span className="font-medium text-emerald-800">
                          {t('lostOrders.recovered', {
                            number: row.recoveredOrderNumber,
                            total: formatCents(row.recoveredCents ?? 0),
                          })}
                        </span>
                      ) : (
                        t('lostOrders.notRecovered')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </AdminPage>
  );
}
