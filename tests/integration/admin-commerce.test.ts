/**
 * The admin's promotions, carriers and shipping rates against the real database: codes unique
 * whatever their case, dates in order, a used promotion kept (deactivated, never deleted), usage
 * counts, overlapping weight bands refused, every write in the audit log, and the cart pricing
 * the very next request with what the admin saved.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '@/lib/admin/audit';
import {
  deleteCarrierAction,
  deletePromotionAction,
  deleteRateAction,
  saveCarrierAction,
  savePromotionAction,
  saveRateAction,
  setPromotionActiveAction,
} from '@/lib/admin/commerce/actions';
import { listPromotionsForAdmin, promotionTableState } from '@/lib/admin/commerce/promotions';
import { getDb } from '@/lib/db/client';
import { priceCartFor } from '@/lib/pricing';
import { loadCarriers } from '@/lib/shipping/queries';
import { advertisedShipping } from '@/lib/shipping/advertised';
import type { PromotionInput, RateInput, CarrierInput } from '@/lib/validation/admin-commerce';
import { createOrder } from '../support/orders';
import { admin, calling, invalidated } from '../support/admin-caller';

const me = admin();
const db = () => getDb();
const visitor = { kind: 'visitor' } as const;
/** Grams as the messages write them (« 1 000 », narrow no-break space). */
const g = (grams: number) => new Intl.NumberFormat('fr-FR').format(grams);

async function one<T>(query: ReturnType<typeof sql>) {
  return (await db().execute(query)).rows[0] as T;
}

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

function promotion(overrides: Partial<PromotionInput> = {}): PromotionInput {
  return {
    code: 'ADMIN-TEST',
    name: 'Promotion de test',
    type: 'fixed_amount',
    value: '12,50',
    minOrderAmount: '',
    maxDiscountAmount: '',
    validFrom: '2020-01-01',
    validUntil: '',
    isActive: true,
    ...overrides,
  };
}

async function plainProduct() {
  return one<{ id: string; price: number }>(sql`select p.id, p.price_ttc as price from products p
    where p.transport_class = 'none' and p.is_active and p.visible_in_frontend
      and not p.has_variants and p.unlimited_stock and p.price_ttc between 2000 and 5000
      and p.pro_price_ttc is null
    order by p.slug limit 1`);
}
const line = (productId: string, quantity = 1) => ({
  id: `${productId}-default`,
  productId,
  variantId: null,
  quantity,
});

describe('admin promotions', () => {
  it('creates a promotion with its code normalised and amounts in cents; the cart applies it at once', async () => {
    const product = await plainProduct();
    // The cart's 30 s list is loaded before the promotion exists…
    const before = await priceCartFor(db(), visitor, [line(product.id)], {
      promoCode: 'noel-atelier',
    });
    expect(before.promotion.status).toBe('invalid');

    const result = await savePromotionAction(
      promotion({ code: '  noel-atelier ', minOrderAmount: '15', maxDiscountAmount: '' }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await one<Record<string, unknown>>(
      sql`select code, type, value, min_order_amount, max_discount_amount, is_active,
            to_char(valid_from at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') as from_day
          from promotions where id = ${result.data.id}`,
    );
    expect(row).toEqual({
      code: 'NOEL-ATELIER',
      type: 'fixed_amount',
      value: 1250,
      min_order_amount: 1500,
      max_discount_amount: null,
      is_active: true,
      from_day: '2020-01-01 00:00',
    });
    expect(invalidated).toContain('promotions');
    // …and the admin's save dropped it: the next pricing sees the new code, typed in lower case.
    const after = await priceCartFor(db(), visitor, [line(product.id)], {
      promoCode: 'noel-atelier',
    });
    expect(after.promotion).toMatchObject({ status: 'applied', discountCents: 1250 });

    const [entry] = await listAudit(db(), me, { entity: 'promotion', entityId: result.data.id });
    expect(entry).toMatchObject({ action: 'admin.promotions.save', before: null });
    expect(entry?.after).toMatchObject({ code: 'NOEL-ATELIER', value: 1250 });
  });

  it('keeps codes unique whatever their case, with a French message on the code field', async () => {
    expect((await savePromotionAction(promotion({ code: 'UNIQUE-CASE' }))).ok).toBe(true);
    const again = await savePromotionAction(promotion({ code: 'unique-case', name: 'Autre' }));
    expect(again).toMatchObject({
      ok: false,
      fieldErrors: {
        code: 'Ce code promo existe déjà (les majuscules et minuscules ne comptent pas).',
      },
    });
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from promotions where lower(code) = 'unique-case'`,
    );
    expect(n).toBe(1);
  });

  it('refuses dates out of order, a bad percentage, amount or code, field by field in French', async () => {
    const dates = await savePromotionAction(
      promotion({ code: 'DATES-KO', validFrom: '2026-06-10', validUntil: '2026-06-09' }),
    );
    expect(dates).toMatchObject({
      ok: false,
      fieldErrors: { validUntil: 'La date de fin doit être le jour de début ou après.' },
    });
    const percent = await savePromotionAction(
      promotion({ code: 'PCT-KO', type: 'percentage', value: '150' }),
    );
    expect(percent).toMatchObject({
      ok: false,
      fieldErrors: { value: 'Pourcentage invalide : un nombre entier entre 1 et 100.' },
    });
    const amount = await savePromotionAction(promotion({ code: 'AMOUNT-KO', value: '12,505' }));
    expect(amount).toMatchObject({
      ok: false,
      fieldErrors: { value: expect.stringMatching(/^Montant invalide/) },
    });
    const code = await savePromotionAction(promotion({ code: 'é' }));
    expect(code).toMatchObject({
      ok: false,
      fieldErrors: { code: expect.stringMatching(/^Code invalide/) },
    });
    const day = await savePromotionAction(promotion({ code: 'DAY-KO', validFrom: '2026-02-30' }));
    expect(day).toMatchObject({ ok: false, fieldErrors: { validFrom: 'Date invalide.' } });
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from promotions where code like '%-KO'`,
    );
    expect(n).toBe(0);
  });

  it('counts uses, refuses to delete a used promotion (French), deactivates it instead; deletes an unused one', async () => {
    const used = await savePromotionAction(
      promotion({ code: 'DEJA-SERVI', type: 'percentage', value: '10' }),
    );
    const unused = await savePromotionAction(promotion({ code: 'JAMAIS-SERVI' }));
    if (!used.ok || !unused.ok) throw new Error('setup');
    for (let i = 0; i < 3; i += 1) {
      const order = await createOrder(db(), { promotionCode: 'DEJA-SERVI', discountCents: 300 });
      await db().execute(sql`insert into promotion_uses (promotion_id, order_id, discount_cents)
        values (${used.data.id}, ${order.id}, 300)`);
      // The third order is cancelled: its use is not counted in the list.
      if (i === 2)
        await db().execute(sql`update orders set status = 'cancelled' where id = ${order.id}`);
    }
    const list = await listPromotionsForAdmin(
      db(),
      me,
      promotionTableState({ q: 'servi', tri: 'uses', ordre: 'desc' }),
    );
    expect(list.rows.map((r) => [r.code, r.uses])).toEqual([
      ['DEJA-SERVI', 2],
      ['JAMAIS-SERVI', 0],
    ]);

    const refused = await deletePromotionAction({ id: used.data.id });
    expect(refused).toMatchObject({
      ok: false,
      // Any order that used it, cancelled ones too, keeps it from being deleted.
      error: 'Cette promotion a déjà servi à 3 commandes : désactivez-la au lieu de la supprimer.',
    });
    expect(
      await one(sql`select count(*)::int as n from promotions where id = ${used.data.id}`),
    ).toEqual({ n: 1 });

    invalidated.length = 0;
    expect((await setPromotionActiveAction({ id: used.data.id, isActive: false })).ok).toBe(true);
    expect(invalidated).toContain('promotions');
    const product = await plainProduct();
    const cart = await priceCartFor(db(), visitor, [line(product.id)], { promoCode: 'deja-servi' });
    expect(cart.promotion.status).toBe('invalid');
    const inactive = await listPromotionsForAdmin(
      db(),
      me,
      promotionTableState({ etat: 'inactive', q: 'servi' }),
    );
    expect(inactive.rows.map((r) => r.code)).toEqual(['DEJA-SERVI']);

    expect((await deletePromotionAction({ id: unused.data.id })).ok).toBe(true);
    const audit = await listAudit(db(), me, { entity: 'promotion', entityId: unused.data.id });
    expect(audit[0]).toMatchObject({ action: 'admin.promotions.delete', after: null });
    expect(audit[0]?.before).toMatchObject({ code: 'JAMAIS-SERVI' });
  });

  it('files promotions by state: an expired one under « expirée », a future one under « à venir »', async () => {
    await savePromotionAction(
      promotion({ code: 'ETE-2021', validFrom: '2021-06-01', validUntil: '2021-08-31' }),
    );
    await savePromotionAction(promotion({ code: 'AN-2099', validFrom: '2099-01-01' }));
    const expired = await listPromotionsForAdmin(
      db(),
      me,
      promotionTableState({ etat: 'expired' }),
    );
    expect(expired.rows.map((r) => r.code)).toContain('ETE-2021');
    expect(expired.rows.find((r) => r.code === 'ETE-2021')).toMatchObject({
      validFrom: '2021-06-01',
      validUntil: '2021-08-31',
    });
    const scheduled = await listPromotionsForAdmin(
      db(),
      me,
      promotionTableState({ etat: 'scheduled' }),
    );
    expect(scheduled.rows.map((r) => r.code)).toEqual(['AN-2099']);
    const active = await listPromotionsForAdmin(db(), me, promotionTableState({ etat: 'active' }));
    expect(active.rows.map((r) => r.code)).not.toContain('ETE-2021');
    expect(active.rows.map((r) => r.code)).not.toContain('AN-2099');
  });
});

function carrier(overrides: Partial<CarrierInput> = {}): CarrierInput {
  return {
    code: 'transport-test',
    name: 'Transport Test',
    description: '',
    acceptedClasses: ['none', 'aerosol'],
    dangerousParcelMaxGrams: '',
    handlingDaysMin: '1',
    handlingDaysMax: '2',
    isStandard: false,
    isActive: true,
    position: '50',
    ...overrides,
  };
}

function rate(carrierId: string, overrides: Partial<RateInput> = {}): RateInput {
  return {
    carrierId,
    country: 'FR',
    minWeightGrams: '0',
    maxWeightGrams: '1000',
    price: '5,90',
    freeFrom: '',
    transitDaysMin: '2',
    transitDaysMax: '3',
    ...overrides,
  };
}

describe('admin carriers and delivery rates', () => {
  it('creates and edits a carrier (classes, delivery times), audited, invalidating the shipping pages and feed', async () => {
    const created = await saveCarrierAction(
      carrier({ code: 'coursier-lyon', name: 'Coursier Lyon' }),
    );
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(invalidated).toEqual(expect.arrayContaining(['shipping']));
    const saved = await saveCarrierAction(
      carrier({
        id: created.data.id,
        code: 'coursier-lyon',
        name: 'Coursier Lyon',
        acceptedClasses: ['flammable_liquid', 'none'],
        handlingDaysMin: '2',
        handlingDaysMax: '4',
        dangerousParcelMaxGrams: '30000',
      }),
    );
    expect(saved.ok).toBe(true);
    const row = await one<Record<string, unknown>>(
      sql`select accepted_classes::text[] as classes, handling_days_min, handling_days_max,
            dangerous_parcel_max_grams from carriers where id = ${created.data.id}`,
    );
    expect(row).toEqual({
      classes: ['none', 'flammable_liquid'],
      handling_days_min: 2,
      handling_days_max: 4,
      dangerous_parcel_max_grams: 30000,
    });
    const audit = await listAudit(db(), me, { entity: 'carrier', entityId: created.data.id });
    expect(audit.map((a) => a.action)).toEqual(['admin.carriers.save', 'admin.carriers.save']);
    expect(audit[0]?.before).toMatchObject({ handlingDaysMax: 2 });
    expect(audit[0]?.after).toMatchObject({ handlingDaysMax: 4 });

    const taken = await saveCarrierAction(carrier({ code: 'coursier-lyon', name: 'Autre' }));
    expect(taken).toMatchObject({
      ok: false,
      fieldErrors: { code: 'Un transporteur porte déjà ce code.' },
    });
    const bad = await saveCarrierAction(
      carrier({
        code: 'Mauvais Code',
        acceptedClasses: [],
        handlingDaysMin: '3',
        handlingDaysMax: '1',
      }),
    );
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        code: 'Code invalide : lettres minuscules sans accent, chiffres et tirets (ex. : « colissimo »).',
        acceptedClasses: 'Cochez au moins une classe de transport.',
      },
    });
  });

  it('refuses overlapping weight bands within one carrier and zone (French, on the weight fields), allows them elsewhere', async () => {
    const created = await saveCarrierAction(carrier({ code: 'bandes-test', name: 'Bandes Test' }));
    if (!created.ok) throw new Error('setup');
    const id = created.data.id;
    const first = await saveRateAction(rate(id, { minWeightGrams: '0', maxWeightGrams: '1000' }));
    expect(first.ok).toBe(true);
    const overlap = await saveRateAction(
      rate(id, { minWeightGrams: '1000', maxWeightGrams: '2000' }),
    );
    const message = `Cette tranche chevauche la tranche 0 – ${g(1000)} g de ce transporteur pour cette zone : les tranches d'une même zone ne doivent pas se recouvrir.`;
    expect(overlap).toMatchObject({
      ok: false,
      error: message,
      fieldErrors: { minWeightGrams: message, maxWeightGrams: message },
    });
    expect(
      (await saveRateAction(rate(id, { minWeightGrams: '1001', maxWeightGrams: '2000' }))).ok,
    ).toBe(true);
    // Another zone, same weights: no overlap.
    expect((await saveRateAction(rate(id, { country: 'BE' }))).ok).toBe(true);
    // Editing a rate does not clash with itself.
    if (!first.ok) return;
    expect((await saveRateAction(rate(id, { id: first.data.id, price: '4,90' }))).ok).toBe(true);
    // …but widening it over its neighbour does.
    const widened = await saveRateAction(rate(id, { id: first.data.id, maxWeightGrams: '1500' }));
    expect(widened).toMatchObject({
      ok: false,
      fieldErrors: { maxWeightGrams: expect.stringContaining(`${g(1001)} – ${g(2000)} g`) },
    });

    const bad = await saveRateAction(
      rate(id, {
        minWeightGrams: '500',
        maxWeightGrams: '100',
        price: 'douze',
        country: 'DE' as 'FR',
      }),
    );
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        price: 'Prix invalide : saisissez un montant en euros, par exemple « 12,50 ».',
        country: 'Choisissez une zone de livraison.',
      },
    });
    const rows = await db().execute<{ country: string; min: number; max: number; price: number }>(
      sql`select country, min_weight_grams as min, max_weight_grams as max, price_cents as price
          from shipping_rates where carrier_id = ${id} order by country, min_weight_grams`,
    );
    expect(rows.rows).toEqual([
      { country: 'BE', min: 0, max: 1000, price: 590 },
      { country: 'FR', min: 0, max: 1000, price: 490 },
      { country: 'FR', min: 1001, max: 2000, price: 590 },
    ]);
    const audit = await listAudit(db(), me, { entity: 'shipping_rate', entityId: first.data.id });
    expect(audit[0]).toMatchObject({ action: 'admin.delivery.save' });
    expect(audit[0]?.before).toMatchObject({ priceCents: 590 });
    expect(audit[0]?.after).toMatchObject({ priceCents: 490 });
  });

  it('prices the next cart with a changed rate, and search engines are told the new price', async () => {
    const product = await plainProduct();
    const cart = await priceCartFor(db(), visitor, [line(product.id)]);
    const selected = cart.shipping.selected!;
    expect(selected.priceCents).toBeGreaterThan(100);
    const rates = await db().execute<{ id: string; carrier_id: string }>(
      sql`select r.id, r.carrier_id from shipping_rates r join carriers c on c.id = r.carrier_id
          where c.code = ${selected.carrierCode} and r.country = 'FR'`,
    );
    for (const r of rates.rows) {
      const current = await one<{
        min: number;
        max: number;
        free: number | null;
        tmin: number;
        tmax: number;
      }>(
        sql`select min_weight_grams as min, max_weight_grams as max, free_from_cents as free,
              transit_days_min as tmin, transit_days_max as tmax from shipping_rates where id = ${r.id}`,
      );
      const result = await saveRateAction({
        id: r.id,
        carrierId: r.carrier_id,
        country: 'FR',
        minWeightGrams: String(current.min),
        maxWeightGrams: String(current.max),
        price: '1,23',
        freeFrom: current.free ? String(current.free / 100) : '',
        transitDaysMin: String(current.tmin),
        transitDaysMax: String(current.tmax),
      });
      expect(result.ok).toBe(true);
    }
    expect(invalidated).toEqual(expect.arrayContaining(['shipping']));
    const after = await priceCartFor(db(), visitor, [line(product.id)]);
    expect(after.shipping.selected).toMatchObject({
      carrierCode: selected.carrierCode,
      priceCents: 123,
    });
    expect(after.shippingTtc).toBe(123);

    // What the JSON-LD and the feed are built from: the standard carrier's lightest FR band.
    const carriers = await loadCarriers(db());
    const standard = carriers.find((c) => c.isStandard)!;
    const france = advertisedShipping(carriers, 100).find((s) => s.country === 'FR')!;
    const lightest = standard.rates
      .filter((r) => r.country === 'FR')
      .sort((a, b) => a.minGrams - b.minGrams)[0]!;
    expect(france.priceCents).toBe(lightest.priceCents);
  });

  it('refuses to delete a carrier orders were shipped with; deletes an unused one with its rates', async () => {
    await createOrder(db()); // shipped with « colissimo »
    const colissimo = await one<{ id: string }>(
      sql`select id from carriers where code = 'colissimo'`,
    );
    const refused = await deleteCarrierAction({ id: colissimo.id });
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^Ce transporteur a servi à \d+ commandes? : désactivez-le au lieu de le supprimer\.$/,
      ),
    });
    const created = await saveCarrierAction(carrier({ code: 'ephemere', name: 'Éphémère' }));
    if (!created.ok) throw new Error('setup');
    const added = await saveRateAction(rate(created.data.id));
    if (!added.ok) throw new Error('setup');
    expect((await deleteRateAction({ id: added.data.id })).ok).toBe(true);
    await saveRateAction(rate(created.data.id));
    expect((await deleteCarrierAction({ id: created.data.id })).ok).toBe(true);
    expect(
      await one(
        sql`select count(*)::int as n from shipping_rates where carrier_id = ${created.data.id}`,
      ),
    ).toEqual({ n: 0 });
    const audit = await listAudit(db(), me, { entity: 'carrier', entityId: created.data.id });
    expect(audit[0]).toMatchObject({ action: 'admin.carriers.delete', after: null });
  });

  it('keeps one standard carrier: marking another standard takes the mark from the first, audited', async () => {
    const previous = await one<{ id: string }>(sql`select id from carriers where is_standard`);
    const created = await saveCarrierAction(
      carrier({ code: 'nouveau-standard', name: 'Nouveau', isStandard: true }),
    );
    if (!created.ok) throw new Error('setup');
    const { rows } = await db().execute<{ id: string }>(
      sql`select id from carriers where is_standard`,
    );
    expect(rows.map((r) => r.id)).toEqual([created.data.id]);
    const audit = await listAudit(db(), me, { entity: 'carrier', entityId: previous.id });
    expect(audit[0]).toMatchObject({ before: { isStandard: true }, after: { isStandard: false } });
  });
});
