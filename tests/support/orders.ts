/**
 * Orders made directly in SQL for tests of what follows an order (payment, invoices, e-mails),
 * without going through checkout: an order with its lines, as placeOrder would leave it.
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import type { PaymentMethod } from '@/lib/orders/constants';
import { queueEmails } from '@/lib/mail/outbox';
import { orderPlacedEmailsAround } from '@/lib/orders/events';
import type { OrderAddress, OrderColour, OrderCustomer, OrderView } from '@/lib/orders/queries';

export type FixtureLine = {
  name: string;
  quantity: number;
  unitTtc: number;
  referenceCode?: string | null;
  details?: string | null;
  colour?: OrderColour | null;
};

export type FixtureOrder = {
  userId?: string | null;
  email?: string;
  paymentMethod?: PaymentMethod;
  professional?: boolean;
  customer?: OrderCustomer;
  lines?: FixtureLine[];
  shippingCents?: number;
  discountCents?: number;
  promotionCode?: string | null;
  carrierName?: string | null;
  shippingAddress?: OrderAddress;
  billingAddress?: OrderAddress | null;
};

export const HOME: OrderAddress = {
  firstName: 'Julie',
  lastName: 'Martin',
  addressLine1: '8 rue des Tanneurs',
  postalCode: '69002',
  city: 'Lyon',
  country: 'France',
};

export const DEFAULT_LINES: FixtureLine[] = [
  {
    name: 'Peinture carrosserie sur mesure',
    quantity: 1,
    unitTtc: 3990,
    referenceCode: 'PEINT-SUR-MESURE',
    details: 'Pot 1 L',
    colour: {
      code: 'TEKNG',
      name: 'Gris Cassiopée',
      manufacturer: 'Renault',
      paintType: 'Base mate à vernir',
      packaging: 'pot',
      volumeLiters: 1,
    },
  },
  { name: 'Vernis 2K brillant', quantity: 2, unitTtc: 1450, referenceCode: 'VERN-2K-400' },
];

const ht = (ttc: number) => Math.round((ttc * 100) / 120);

let counter = 0;

export async function newUser(db: DbHandle, email: string): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(
    sql`insert into users (email, password_hash) values (${email}, 'x') returning id`,
  );
  return rows[0]!.id;
}

/** Inserts a pending order and its lines; totals are computed like the pricing does (TTC first). */
export async function createOrder(
  db: DbHandle,
  o: FixtureOrder = {},
): Promise<{ id: string; orderNumber: string; totalCents: number }> {
  const lines = o.lines ?? DEFAULT_LINES;
  const shipping = o.shippingCents ?? 690;
  const discount = o.discountCents ?? 0;
  const subtotal = lines.reduce((s, l) => s + l.unitTtc * l.quantity, 0);
  const total = subtotal + shipping - discount;
  const totalHt = ht(total);
  counter += 1;
  const number = `NU-2026-T${process.pid}${String(counter).padStart(5, '0')}`;
  const method = o.paymentMethod ?? 'transfer';
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into orders (order_number, user_id, email, status, professional, customer,
      subtotal_cents, discount_cents, shipping_cents, tax_cents, total_ht_cents, total_cents,
      promotion_code, shipping_address, billing_address, shipping_country, carrier_code,
      carrier_name, payment_method, payment_state, payment_due_at)
    values (${number}, ${o.userId ?? null}::uuid, ${o.email ?? 'julie.martin@example.fr'}, 'pending',
      ${o.professional ?? false}, ${JSON.stringify(o.customer ?? { firstName: 'Julie', lastName: 'Martin' })}::jsonb,
      ${subtotal}, ${discount}, ${shipping}, ${total - totalHt}, ${totalHt}, ${total},
      ${o.promotionCode ?? null}, ${JSON.stringify(o.shippingAddress ?? HOME)}::jsonb,
      ${o.billingAddress ? JSON.stringify(o.billingAddress) : null}::jsonb, 'FR', 'colissimo',
      ${o.carrierName === undefined ? 'Colissimo' : o.carrierName}, ${method}, 'pending',
      ${method === 'transfer' ? sql`now() + interval '7 days'` : null})
    returning id`);
  const id = rows[0]!.id;
  for (const l of lines) {
    const totalTtc = l.unitTtc * l.quantity;
    await db.execute(sql`
      insert into order_items (order_id, name, details, reference_code, quantity, unit_price_ht,
        unit_price_ttc, total_ht, total_ttc, vat_rate_bp, is_custom_paint, colour)
      values (${id}::uuid, ${l.name}, ${l.details ?? null}, ${l.referenceCode ?? null}, ${l.quantity},
        ${ht(l.unitTtc)}, ${l.unitTtc}, ${ht(totalTtc)}, ${totalTtc}, 2000, ${Boolean(l.colour)},
        ${l.colour ? JSON.stringify(l.colour) : null}::jsonb)`);
  }
  return { id, orderNumber: number, totalCents: total };
}

/**
 * Queues a fixture order's confirmation e-mails as its checkout's statement does: the same
 * e-mails, each subject joined with the order's number.
 */
export async function queuePlacedEmails(
  db: DbHandle,
  order: Pick<OrderView, 'id' | 'orderNumber' | 'email' | 'paymentMethod'>,
): Promise<void> {
  await queueEmails(
    db,
    orderPlacedEmailsAround(order).map(({ subjectAround, ...email }) => ({
      ...email,
      subject: subjectAround.join(order.orderNumber),
    })),
  );
}

/** A professional buyer (company, SIRET, VAT number) billed elsewhere than delivered, paying by card with a discount. */
export const PRO = {
  professional: true,
  email: 'atelier@carrosserie-durand.fr',
  customer: {
    firstName: 'Marc',
    lastName: 'Durand',
    company: 'Carrosserie Durand SARL',
    siret: '123 456 789 00012',
    vatNumber: 'FR 40 123456789',
  },
  billingAddress: {
    firstName: 'Marc',
    lastName: 'Durand',
    company: 'Carrosserie Durand SARL',
    addressLine1: '3 avenue de l’Industrie',
    postalCode: '38000',
    city: 'Grenoble',
    country: 'France',
  },
  discountCents: 500,
  promotionCode: 'ATELIER5',
  paymentMethod: 'card' as const,
};
