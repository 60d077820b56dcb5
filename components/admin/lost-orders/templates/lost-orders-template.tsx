import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
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
import { adminItemPath } from '@/lib/admin/urls';

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

/** What a lost cart and an unpaid order show alike: contents, value, age and the reminder. */
type Lost = { email: string; lines: LostLine[]; reminder: Reminder };

function lostColumns<R extends Lost>(
  t: ReturnType<typeof getAdminT>,
  now: Date,
  of: (row: R) => { kind: 'cart' | 'order'; id: string; valueCents: number; since: Date },
): AdminColumn<R>[] {
  const hours = (from: Date) => {
    const h = age(from, now);
    return h >= 48
      ? t('lostOrders.days', { count: Math.floor(h / 24) })
      : t('lostOrders.hours', { count: h });
  };
  return [
    {
      key: 'contents',
      header: t('lostOrders.columns.contents'),
      cell: (row) => <Lines lines={row.lines} />,
    },
    {
      key: 'value',
      header: t('lostOrders.columns.value'),
      numeric: true,
      cell: (row) => formatCents(of(row).valueCents),
    },
    {
      key: 'age',
      header: t('lostOrders.columns.age'),
      cell: (row) => (
        <>
          {hours(of(row).since)}
          <span className="text-muted-foreground block text-xs">{adminDate(of(row).since)}</span>
        </>
      ),
    },
    {
      key: 'reminder',
      header: t('lostOrders.columns.reminder'),
      cell: (row) => (
        <ReminderCell
          reminder={row.reminder}
          kind={of(row).kind}
          id={of(row).id}
          label={t('lostOrders.sendTo', { email: row.email })}
        />
      ),
    },
  ];
}

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
          <AdminTable
            look="summary"
            caption={t('lostOrders.carts', { count: carts.length })}
            testId="lost-carts"
            rows={carts}
            rowKey={(cart) => cart.userId}
            rowProps={() => ({ className: 'align-top', 'data-testid': 'lost-cart' })}
            columns={[
              {
                key: 'customer',
                header: t('lostOrders.columns.customer'),
                cell: (cart) => (
                  <>
                    <Link
                      href={adminItemPath('users', cart.userId)}
                      className="text-primary hover:underline"
                    >
                      {cart.name ?? cart.email}
                    </Link>
                    <a href={`mailto:${cart.email}`} className="block text-xs break-all underline">
                      {cart.email}
                    </a>
                  </>
                ),
              },
              ...lostColumns<LostCart>(t, now, (cart) => ({
                kind: 'cart',
                id: cart.userId,
                valueCents: cart.valueCents,
                since: cart.lastActivityAt,
              })),
            ]}
          />
        )}
      </section>

      <section aria-labelledby="lost-unpaid" className="grid gap-2 rounded-lg border p-4">
        <h2 id="lost-unpaid" className="font-semibold">
          {t('lostOrders.unpaid', { count: orders.length })}
        </h2>
        {orders.length === 0 ? (
          <p className="text-sm">{t('lostOrders.noUnpaid')}</p>
        ) : (
          <AdminTable
            look="summary"
            caption={t('lostOrders.unpaid', { count: orders.length })}
            testId="unpaid-orders"
            rows={orders}
            rowKey={(order) => order.id}
            rowProps={() => ({ className: 'align-top', 'data-testid': 'unpaid-order' })}
            columns={[
              {
                key: 'order',
                header: t('lostOrders.columns.order'),
                cell: (order) => (
                  <>
                    <Link
                      href={adminItemPath('orders', order.id)}
                      className="text-primary font-medium hover:underline"
                    >
                      {order.orderNumber}
                    </Link>
                    <span className="block text-xs">
                      {t(`orders.methods.${order.paymentMethod}` as 'orders.methods.card')}
                    </span>
                    {order.name ? <span className="block">{order.name}</span> : null}
                    <a href={`mailto:${order.email}`} className="block text-xs break-all underline">
                      {order.email}
                    </a>
                  </>
                ),
              },
              ...lostColumns<UnpaidOrder>(t, now, (order) => ({
                kind: 'order',
                id: order.id,
                valueCents: order.totalCents,
                since: order.createdAt,
              })),
            ]}
          />
        )}
      </section>

      <section aria-labelledby="lost-reminders" className="grid gap-2 rounded-lg border p-4">
        <h2 id="lost-reminders" className="font-semibold">
          {t('lostOrders.reminders')}
        </h2>
        {reminders.rows.length === 0 ? (
          <p className="text-sm">{t('lostOrders.noReminders')}</p>
        ) : (
          <AdminTable
            look="summary"
            caption={t('lostOrders.reminders')}
            testId="sent-reminders"
            rows={reminders.rows}
            rowKey={(row) => row.id}
            rowProps={() => ({ 'data-testid': 'sent-reminder' })}
            columns={[
              {
                key: 'sentAt',
                header: t('lostOrders.columns.sentAt'),
                cell: (row) => adminDate(row.sentAt),
              },
              {
                key: 'kind',
                header: t('lostOrders.columns.kind'),
                cell: (row) =>
                  row.kind === 'cart'
                    ? t('lostOrders.kindCart')
                    : t('lostOrders.kindOrder', { number: row.orderNumber ?? '—' }),
              },
              {
                key: 'email',
                header: t('lostOrders.columns.email'),
                className: 'break-all',
                cell: (row) => row.email,
              },
              {
                key: 'value',
                header: t('lostOrders.columns.value'),
                numeric: true,
                cell: (row) => formatCents(row.valueCents),
              },
              {
                key: 'outcome',
                header: t('lostOrders.columns.outcome'),
                cell: (row) =>
                  row.recoveredOrderNumber ? (
                    <span className="font-medium text-emerald-800">
                      {t('lostOrders.recovered', {
                        number: row.recoveredOrderNumber,
                        total: formatCents(row.recoveredCents ?? 0),
                      })}
                    </span>
                  ) : (
                    t('lostOrders.notRecovered')
                  ),
              },
            ]}
          />
        )}
      </section>
    </AdminPage>
  );
}
