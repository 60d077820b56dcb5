/**
 * Promotions with limits (issue 40 §3, lib/promotions/eligibility.ts and the order's write in
 * lib/orders/place/write.ts) on the real database: first order only, uses per customer, customer
 * type, restriction to brands, not combinable with professional prices, refused in French when
 * the code is applied (the cart's pricing) and when the order is placed; the total uses hold
 * under 50 parallel checkouts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActionError } from '@/lib/actions/client';
import type { SignedIn } from '@/lib/auth/caller';
import { getDb } from '@/lib/db/client';
import { placeOrder } from '@/lib/orders/place';
import { priceCartFor } from '@/lib/pricing';
import * as fixtures from '../support/checkout-fixtures';

const { newBuyer, one, orderInput, productLine, stockedProduct } = fixtures;

const db = () => getDb();

type Limits = {
  type?: 'percentage' | 'fixed_amount';
  value?: number;
  firstOrderOnly?: boolean;
  maxUsesPerCustomer?: number | null;
  maxUses?: number | null;
  usesCount?: number;
  customerType?: 'individual' | 'professional' | null;
  brandIds?: string[];
  combinableWithPro?: boolean;
};

/** A fresh active promotion of 10 % (unless said otherwise) with these limits. */
async function promotion(limits: Limits = {}): Promise<string> {
  const code = `LIM${randomUUID().slice(0, 8).toUpperCase()}`;
  await db().execute(sql`insert into promotions (code, name, type, value, first_order_only,
      max_uses_per_customer, max_uses, uses_count, customer_type, brand_ids, combinable_with_pro,
      valid_from)
    values (${code}, 'Limitée', ${limits.type ?? 'percentage'}, ${limits.value ?? 10},
      ${limits.firstOrderOnly ?? false}, ${limits.maxUsesPerCustomer ?? null},
      ${limits.maxUses ?? null}, ${limits.usesCount ?? 0}, ${limits.customerType ?? null},
      ${sql.param(limits.brandIds ?? [])}::uuid[], ${limits.combinableWithPro ?? true},
      now() - interval '1 day')`);
  return code;
}

const pricing = (caller: SignedIn, lines: unknown[], promoCode: string) =>
  priceCartFor(db(), caller, lines, {
    country: 'FR',
    carrierCode: 'colissimo',
    promoCode,
    fresh: true,
  });

/** Places an order carrying `code`, at the total the cart showed. */
async function order(caller: SignedIn, addressId: string, lines: unknown[], code: string) {
  const shown = await pricing(caller, lines, code);
  return placeOrder(
    db(),
    caller,
    orderInput(addressId, lines, shown.totalTtc, { promoCode: code }),
  );
}

/** The order is refused with this French message (an ActionError). */
const refusedWith = (promise: Promise<unknown>, message: string) =>
  expect(promise).rejects.toSatisfy((e) => e instanceof ActionError && e.message === message);

const FIRST_ORDER =
  "Code réservé à la première commande – Ce code n'est valable que sur votre première commande.";
const PER_CUSTOMER =
  'Code déjà utilisé – Vous avez déjà utilisé ce code le nombre de fois autorisé.';
const EXHAUSTED = "Code épuisé – Ce code promo a atteint son nombre maximal d'utilisations.";

describe('promotion limits', () => {
  it('accepts a first-order code once, then refuses it when applied and when ordering', async () => {
    const { caller, addressId } = await newBuyer(db());
    const product = await stockedProduct(db(), 50, 1);
    const lines = [productLine(product.id, 1)];
    const code = await promotion({ firstOrderOnly: true });
    const first = await order(caller, addressId, lines, code);
    expect(first.created).toBe(true);

    const again = await pricing(caller, lines, code);
    expect(again.promotion).toMatchObject({ status: 'refused', reason: 'firstOrder' });
    expect(again.promotion.message).toBe(FIRST_ORDER);
    expect(again.discountTtc).toBe(0);
    const total = again.totalTtc;
    await refusedWith(
      placeOrder(db(), caller, orderInput(addressId, lines, total, { promoCode: code })),
      FIRST_ORDER,
    );
  });

  it('counts uses per customer on orders not cancelled', async () => {
    const { caller, addressId } = await newBuyer(db());
    const product = await stockedProduct(db(), 50, 2);
    const lines = [productLine(product.id, 1)];
    const code = await promotion({ maxUsesPerCustomer: 2 });
    await order(caller, addressId, lines, code);
    const second = await order(caller, addressId, lines, code);
    expect((await pricing(caller, lines, code)).promotion.message).toBe(PER_CUSTOMER);
    // A cancelled order gives its use back to the customer.
    await db().execute(sql`update orders set status = 'cancelled' where id = ${second.id}::uuid`);
    expect((await pricing(caller, lines, code)).promotion.status).toBe('applied');
  });

  it('enforces the per-customer limit at the write when another order used it meanwhile', async () => {
    const { caller, addressId } = await newBuyer(db());
    const product = await stockedProduct(db(), 50, 3);
    const lines = [productLine(product.id, 1)];
    const code = await promotion({ maxUsesPerCustomer: 1 });
    // Both priced before either is placed: the second is refused by the order's statement.
    const shown = await pricing(caller, lines, code);
    const input = () => orderInput(addressId, lines, shown.totalTtc, { promoCode: code });
    await placeOrder(db(), caller, input());
    await refusedWith(placeOrder(db(), caller, input()), PER_CUSTOMER);
    const uses = await one<{ n: number }>(
      db(),
      sql`select count(*)::int as n from promotion_uses where user_id = ${caller.userId}::uuid`,
    );
    expect(uses.n).toBe(1);
  });

  it('keeps a code to its customer type', async () => {
    const individual = await newBuyer(db());
    const pro = await newBuyer(db(), undefined, { professional: true });
    const product = await stockedProduct(db(), 50, 4);
    const lines = [productLine(product.id, 1)];
    const proCode = await promotion({ customerType: 'professional' });
    const individualCode = await promotion({ customerType: 'individual' });
    expect((await pricing(individual.caller, lines, proCode)).promotion.message).toBe(
      'Code réservé aux professionnels – Ce code est réservé aux comptes professionnels vérifiés.',
    );
    expect((await pricing(pro.caller, lines, proCode)).promotion.status).toBe('applied');
    expect((await pricing(pro.caller, lines, individualCode)).promotion.message).toBe(
      "Code réservé aux particuliers – Ce code n'est pas valable pour un compte professionnel.",
    );
    expect((await pricing(individual.caller, lines, individualCode)).promotion.status).toBe(
      'applied',
    );
  });

  it('discounts only the lines of its brands, and refuses a cart without any', async () => {
    const { caller } = await newBuyer(db());
    const branded = await one<{ id: string; brand_id: string; price_ttc: number }>(
      db(),
      sql`select id, brand_id, price_ttc from products p where brand_id is not null
        and is_active and visible_in_frontend and not has_variants and unlimited_stock = false
        and transport_class = 'none' and not contains_diisocyanates
        and not exists (select 1 from product_variants v where v.product_id = p.id)
        order by slug limit 1`,
    );
    await db().execute(sql`update products set stock_quantity = 50 where id = ${branded.id}::uuid`);
    const other = await one<{ id: string; price_ttc: number }>(
      db(),
      sql`select id, price_ttc from products p where brand_id is distinct from ${branded.brand_id}::uuid
        and is_active and visible_in_frontend and not has_variants and transport_class = 'none'
        and not contains_diisocyanates
        and not exists (select 1 from product_variants v where v.product_id = p.id)
        order by slug limit 1`,
    );
    await db().execute(sql`update products set stock_quantity = 50 where id = ${other.id}::uuid`);
    const code = await promotion({ brandIds: [branded.brand_id] });
    const mixed = await pricing(
      caller,
      [productLine(branded.id, 1), productLine(other.id, 2)],
      code,
    );
    expect(mixed.promotion.status).toBe('applied');
    expect(mixed.discountTtc).toBe(Math.round(branded.price_ttc / 10));
    const without = await pricing(caller, [productLine(other.id, 1)], code);
    expect(without.promotion.message).toBe(
      "Aucun article concerné – Ce code ne s'applique à aucun article de votre panier.",
    );
  });

  it('refuses a code not combinable with professional prices when the cart carries one', async () => {
    const pro = await newBuyer(db(), undefined, { professional: true });
    const product = await stockedProduct(db(), 50, 5);
    const lines = [productLine(product.id, 1)];
    const code = await promotion({ combinableWithPro: false });
    expect((await pricing(pro.caller, lines, code)).promotion.status).toBe('applied');
    await db().execute(
      sql`update products set pro_price_ttc = ${product.priceTtc - 100} where id = ${product.id}::uuid`,
    );
    expect((await pricing(pro.caller, lines, code)).promotion.message).toBe(
      'Code non cumulable – Ce code ne se cumule pas avec vos prix professionnels.',
    );
  });

  it('lets exactly 5 of 50 parallel checkouts use a code with 5 uses left', async () => {
    const product = await stockedProduct(db(), 1000, 6);
    const lines = [productLine(product.id, 1)];
    const code = await promotion({ maxUses: 10, usesCount: 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newBuyer(db())));
    // Every buyer was shown the discount (5 uses left when they looked).
    const shown = await pricing(buyers[0]!.caller, lines, code);
    expect(shown.promotion.status).toBe('applied');
    const results = await Promise.allSettled(
      buyers.map(({ caller, addressId }) =>
        placeOrder(db(), caller, orderInput(addressId, lines, shown.totalTtc, { promoCode: code })),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(ActionError);
      expect((reason as ActionError).message).toBe(EXHAUSTED);
    }
    const state = await one<{ uses_count: number; uses: number; stock: number }>(
      db(),
      sql`select p.uses_count,
          (select count(*)::int from promotion_uses u where u.promotion_id = p.id) as uses,
          (select stock_quantity from products where id = ${product.id}::uuid) as stock
        from promotions p where p.code = ${code}`,
    );
    expect(state).toEqual({ uses_count: 10, uses: 5, stock: 995 });
    expect((await pricing(buyers[0]!.caller, lines, code)).promotion.message).toBe(EXHAUSTED);
  });
});
