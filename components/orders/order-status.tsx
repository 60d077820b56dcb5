import { getT } from '@/lib/i18n/server';
import { statusKey, type OrderView } from '@/lib/orders/queries';
import { cn } from '@/lib/utils';

const TONES: Record<ReturnType<typeof statusKey>, string> = {
  pending: 'bg-amber-100 text-amber-900',
  pendingTransfer: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-zinc-200 text-zinc-900',
  refunded: 'bg-zinc-200 text-zinc-900',
  partially_refunded: 'bg-zinc-200 text-zinc-900',
};

/** An order's state in French (« En attente de virement », « Payée », « Expédiée »…). */
export function OrderStatus({ order }: { order: Pick<OrderView, 'status' | 'paymentMethod'> }) {
  const key = statusKey(order);
  return (
    <span
      className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[key])}
      data-testid="order-status"
    >
      {getT('orders')(`statuses.${key}`)}
    </span>
  );
}
