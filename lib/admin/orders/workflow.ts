import type { OrderStatus, PaymentMethod } from '@/lib/orders/constants';

/**
 * The order workflow of the admin screen, in one table: each change an administrator can make,
 * the statuses it starts from and the status it leads to. Anything not listed is refused with a
 * French message (`transitionRefusal`). Payments by card are confirmed by Stripe (webhook) and
 * given back through Stripe; a bank transfer is marked received by hand, and its refund is
 * recorded by hand (lib/admin/orders/refund.ts: whole or by line and shipping, so « refund »
 * leads to « refunded » or, while something is left, « partially_refunded »).
 *
 *   pending ──markPaid──▶ paid ──process──▶ processing ──ship──▶ shipped ──deliver──▶ delivered
 *      │                  │  └────────────ship───────────────▲
 *      └──cancel──▶ cancelled ◀──cancel── (paid, processing; not a card payment)
 *   paid, processing, shipped, delivered, partially_refunded, cancelled (paid)
 *      ──refund──▶ partially_refunded … or ──refund──▶ refunded
 *
 * A partial refund does not stop the parcel: a « Partiellement remboursée » order is still
 * shipped (when it has not left yet) and marked delivered (once shipped), and keeps its status,
 * the refund state being what the owner and the customer need to see; its shipment and delivery
 * are its dates (`shipped_at`, `delivered_at`). Only a fully refunded or cancelled order stops.
 */
export const ORDER_TRANSITIONS = {
  markPaid: { from: ['pending'], to: 'paid' },
  process: { from: ['paid'], to: 'processing' },
  ship: { from: ['paid', 'processing', 'partially_refunded'], to: 'shipped' },
  deliver: { from: ['shipped', 'partially_refunded'], to: 'delivered' },
  cancel: { from: ['pending', 'paid', 'processing'], to: 'cancelled' },
  refund: {
    from: ['paid', 'processing', 'shipped', 'delivered', 'partially_refunded', 'cancelled'],
    to: 'refunded',
  },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;
const TRANSITION_NAMES = Object.keys(ORDER_TRANSITIONS) as OrderTransition[];

export type WorkflowOrder = {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentState: 'pending' | 'paid' | 'failed' | 'refunded';
  paymentReference: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
};

/** Why a change is refused: a key of `admin.orders.refused` (with values), or null when allowed. */
export type Refusal =
  | { key: 'transition'; values: { from: OrderStatus; to: OrderStatus } }
  | {
      key:
        | 'markPaidCard'
        | 'refundNotPaid'
        | 'refundNoPayment'
        | 'cancelCardPaid'
        | 'alreadyShipped'
        | 'notShipped'
        | 'alreadyDelivered';
    };

export function transitionRefusal(
  transition: OrderTransition,
  order: WorkflowOrder,
): Refusal | null {
  const rule = ORDER_TRANSITIONS[transition];
  if (!(rule.from as readonly OrderStatus[]).includes(order.status)) {
    return { key: 'transition', values: { from: order.status, to: rule.to } };
  }
  // Only a partly refunded order reaches ship or deliver with its parcel's state unknown from
  // its status: its dates say whether it left and arrived.
  if (order.status === 'partially_refunded') {
    if (transition === 'ship' && order.shippedAt) return { key: 'alreadyShipped' };
    if (transition === 'deliver' && !order.shippedAt) return { key: 'notShipped' };
    if (transition === 'deliver' && order.deliveredAt) return { key: 'alreadyDelivered' };
  }
  if (transition === 'markPaid' && order.paymentMethod !== 'transfer') {
    return { key: 'markPaidCard' };
  }
  if (transition === 'refund') {
    // A partly refunded order stays « paid » until the last of it is given back.
    if (order.paymentState !== 'paid') return { key: 'refundNotPaid' };
    if (order.paymentMethod === 'card' && !order.paymentReference) {
      return { key: 'refundNoPayment' };
    }
  }
  if (transition === 'cancel' && order.paymentMethod === 'card' && order.paymentState === 'paid') {
    return { key: 'cancelCardPaid' };
  }
  return null;
}

/**
 * The status a change leads to: the table's, except that shipping or delivering a partly
 * refunded order keeps « Partiellement remboursée ».
 */
export function nextStatus(transition: OrderTransition, order: WorkflowOrder): OrderStatus {
  if (
    (transition === 'ship' || transition === 'deliver') &&
    order.status === 'partially_refunded'
  ) {
    return order.status;
  }
  return ORDER_TRANSITIONS[transition].to;
}

/** The changes offered on an order's admin page (the allowed ones, in the table's order). */
export function allowedTransitions(order: WorkflowOrder): OrderTransition[] {
  return TRANSITION_NAMES.filter((name) => transitionRefusal(name, order) === null);
}

/**
 * Whether « Modifier la commande » may change an order (issue 40 §2), as the key of its French
 * refusal (`admin.orderEdit.errors`), or null: an order not shipped, cancelled nor refunded,
 * either waiting for its bank transfer (no invoice yet) or paid, by card or transfer (its
 * invoice is replaced by a credit note and a new invoice, the difference refunded or left to
 * pay: docs/decisions/order-editing.md). A card payment under way is refused: it is for the
 * amount the customer saw.
 */
export function editRefusal(order: WorkflowOrder): 'notEditable' | 'cardPending' | null {
  const closed: OrderStatus[] = [
    'shipped',
    'delivered',
    'cancelled',
    'refunded',
    'partially_refunded',
  ];
  if (closed.includes(order.status) || order.shippedAt) return 'notEditable';
  if (order.status === 'pending') {
    if (order.paymentState === 'pending' && order.paymentMethod === 'transfer') return null;
    return 'cardPending';
  }
  return order.paymentState === 'paid' ? null : 'notEditable';
}

export const isEditableOrder = (order: WorkflowOrder) => editRefusal(order) === null;
