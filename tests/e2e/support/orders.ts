/**
 * Orders written in SQL, as the checkout leaves them, for journeys whose subject comes after the
 * checkout (the admin's order screens, the payment return pages) and for the accessibility scans
 * of the pages that show an order (tests/e2e/accessibility.spec.ts). The checkout itself is
 * driven in the browser by tests/e2e/checkout*.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { queryDb } from './shop';

/**
 * A bank-transfer order of this customer (an existing account), waiting for its transfer. With
 * `takeStock` (the default) its line takes `quantity` from the product's stock, as the checkout
 * does; without, the line is not stock-tracked and no stock moves (for pages that only show it).
 */
export async function transferOrder(
  email: string,
  productId: string,
  quantity: number,
  { takeStock = true }: { takeStock?: boolean } = {},
) {
  const [seq] = await queryDb<{ n: string }>(`select nextval('order_number_seq')::text as n`);
  const number = `NU-${new Date().getFullYear()}-${seq!.n.padStart(6, '0')}`;
  const address = {
    firstName: 'Lucie',
    lastName: 'Carrossier',
    addressLine1: '8 avenue Jean Jaurès',
    postalCode: '69007',
    city: 'Lyon',
    country: 'France',
  };
  const [order] = await queryDb<{ id: string }>(
    `insert into orders (order_number, user_id, email, status, customer, subtotal_cents,
       shipping_cents, tax_cents, total_ht_cents, total_cents, shipping_address, carrier_code,
       carrier_name, payment_method, payment_state, payment_due_at)
     select $1, u.id, u.email, 'pending', '{"firstName":"Lucie","lastName":"Carrossier"}'::jsonb,
       4980, 690, 945, 4725, 5670, $2::jsonb, 'colissimo', 'Colissimo', 'transfer', 'pending',
       now() + interval '7 days'
     from users u where u.email = $3 returning id`,
    [number, JSON.stringify(address), email],
  );
  await queryDb(
    `insert into order_items (order_id, product_id, name, reference_code, quantity,
       unit_price_ht, unit_price_ttc, total_ht, total_ttc, stock_tracked)
     values ($1, $2, 'Vernis 2K brillant', 'VERN-2K-400', $3, 2075, 2490, 4150, 4980, $4)`,
    [order!.id, productId, quantity, takeStock],
  );
  if (takeStock) {
    await queryDb('update products set stock_quantity = stock_quantity - $2 where id = $1', [
      productId,
      quantity,
    ]);
  }
  return { id: order!.id, number };
}

/** A card order of this user (by id) waiting for its payment, its PaymentIntent already created. */
export async function cardOrder(userId: string, totalCents: number) {
  const [row] = await queryDb<{ id: string; order_number: string }>(
    `insert into orders (order_number, user_id, email, subtotal_cents, total_cents, total_ht_cents,
       tax_cents, shipping_address, payment_method, payment_reference)
     select 'NU-' || extract(year from now())::int || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
       u.id, u.email, $2::int, $2::int, round($2::int / 1.2)::int, $2::int - round($2::int / 1.2)::int,
       '{"firstName":"Léa","lastName":"Paiement","addressLine1":"1 rue du Test","postalCode":"69001","city":"Lyon","country":"France"}'::jsonb,
       'card', $3
     from users u where u.id = $1
     returning id, order_number`,
    [userId, totalCents, `pi_e2e_${randomUUID().replace(/-/g, '').slice(0, 20)}`],
  );
  await queryDb(
    `insert into order_items (order_id, name, quantity, unit_price_ht, unit_price_ttc, total_ht, total_ttc)
     values ($1, 'Vernis 2K', 1, round($2::int / 1.2)::int, $2::int, round($2::int / 1.2)::int, $2::int)`,
    [row!.id, totalCents],
  );
  const [order] = await queryDb<{ payment_reference: string }>(
    `select payment_reference from orders where id = $1`,
    [row!.id],
  );
  return { id: row!.id, number: row!.order_number, intentId: order!.payment_reference };
}

/**
 * A cart left for a day by a new customer (made here, never a demo account, whose cart other
 * journeys read): three aerosols of a colour « ZZ9E2E », 63,00 € in all. Returns the customer's
 * id; delete its `cart_items` at the end.
 */
export async function lostCart(email: string): Promise<string> {
  const [user] = await queryDb<{ id: string }>(
    `insert into users (email, password_hash) values ($1, 'x') returning id`,
    [email],
  );
  const userId = user!.id;
  await queryDb(
    `insert into profiles (id, email, first_name, last_name) values ($1, $2, 'Dominique', 'Relance')`,
    [userId, email],
  );
  const productId = randomUUID();
  await queryDb(
    `insert into cart_items (user_id, product_id, line_key, quantity, unit_price_ht, unit_price_ttc,
                             metadata, created_at, updated_at)
     values ($1, $2, $3, 3, 1750, 2100, $4::jsonb, now() - interval '26 hours',
             now() - interval '25 hours')`,
    [
      userId,
      productId,
      `${productId}-default`,
      JSON.stringify({
        name: 'Bombe de peinture 400 ml',
        colorData: { color_code: 'ZZ9E2E', color_name: 'Gris Essai', category: 'auto' },
      }),
    ],
  );
  return userId;
}

/** A line of `quantity` × a product without variants in the database cart of `email`. */
export async function databaseCartLine(
  email: string,
  product: { id: string; price_ttc: number },
  quantity = 1,
) {
  await queryDb(
    `insert into cart_items (user_id, product_id, line_key, quantity, unit_price_ht, unit_price_ttc)
     select u.id, $2, $3, $4, round($5::int / 1.2)::int, $5::int from users u where u.email = $1`,
    [email, product.id, `${product.id}-default`, quantity, product.price_ttc],
  );
}

/** A delivered order of this customer with one aerosol of Renault QNG mixed to its code. */
export async function deliveredColourOrder(email: string) {
  const [seq] = await queryDb<{ n: string }>(`select nextval('order_number_seq')::text as n`);
  const number = `NU-${new Date().getFullYear()}-${seq!.n.padStart(6, '0')}`;
  const [order] = await queryDb<{ id: string }>(
    `insert into orders (order_number, user_id, email, status, customer, subtotal_cents,
       shipping_cents, tax_cents, total_ht_cents, total_cents, shipping_address, carrier_code,
       carrier_name, payment_method, payment_state, shipped_at, delivered_at)
     select $1, u.id, u.email, 'delivered', '{"firstName":"Lucie","lastName":"Carrossier"}'::jsonb,
       2390, 690, 513, 2567, 3080,
       '{"firstName":"Lucie","lastName":"Carrossier","addressLine1":"8 avenue Jean Jaurès","postalCode":"69007","city":"Lyon","country":"France"}'::jsonb,
       'colissimo', 'Colissimo', 'transfer', 'paid', now() - interval '3 days', now() - interval '1 day'
     from users u where u.email = $2 returning id`,
    [number, email],
  );
  const colour = {
    code: 'QNG',
    name: 'Blanc Glacier',
    cssPreview: null,
    manufacturer: 'Renault',
    paintType: 'Acrylique',
    volumeLiters: 0.4,
  };
  await queryDb(
    `insert into order_items (order_id, name, reference_code, quantity, unit_price_ht,
       unit_price_ttc, total_ht, total_ttc, is_custom_paint, colour)
     values ($1, 'Peinture en bombe Renault QNG Blanc Glacier', 'QNG', 1, 1992, 2390, 1992, 2390,
       true, $2::jsonb)`,
    [order!.id, JSON.stringify(colour)],
  );
  return { id: order!.id, number };
}
