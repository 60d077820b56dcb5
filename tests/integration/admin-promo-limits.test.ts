/**
 * The owner's side of issue 40 §3 on the real database: a promotion saved with its limits (read
 * back by the pricing), a cap below a fixed amount refused in French, and the professional
 * prices by brand and category created, edited and deleted from their screen's actions, the
 * pricing of a verified professional following each change.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteProPriceAction,
  saveProPriceAction,
  savePromotionAction,
} from '@/lib/admin/commerce/actions';
import { listProPricesForAdmin } from '@/lib/admin/commerce/pro-prices';
import { getDb } from '@/lib/db/client';
import { priceCartFor } from '@/lib/pricing';
import { loadActivePromotions } from '@/lib/promotions/queries';
import type { PromotionInput } from '@/lib/validation/admin-commerce';
import { admin, calling } from '../support/admin-caller';
import { newBuyer, one, productLine } from '../support/checkout-fixtures';

const me = admin();
const db = () => getDb();

beforeEach(() => {
  calling.caller = me;
});

function promotion(overrides: Partial<PromotionInput> = {}): PromotionInput {
  return {
    code: 'LIMITES',
    name: 'Promotion limitée',
    type: 'fixed_amount',
    value: '20',
    minOrderAmount: '',
    maxDiscountAmount: '',
    validFrom: '2020-01-01',
    validUntil: '',
    isActive: true,
    ...overrides,
  };
}

describe('promotion limits in the admin form', () => {
  it('refuses a cap below a fixed amount, in French, on the cap field', async () => {
    const result = await savePromotionAction(promotion({ maxDiscountAmount: '10' }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        maxDiscountAmount:
          'La remise maximale ne peut pas être inférieure au montant de la remise fixe : laissez-la vide ou saisissez au moins ce montant.',
      },
    });
    const saved = await one<{ n: number }>(
      db(),
      sql`select count(*)::int as n from promotions where code = 'LIMITES'`,
    );
    expect(saved.n).toBe(0);
    // A cap at or above the amount, or on a percentage, is fine.
    expect((await savePromotionAction(promotion({ maxDiscountAmount: '20' }))).ok).toBe(true);
    expect(
      (
        await savePromotionAction(
          promotion({ code: 'POURCENT', type: 'percentage', value: '30', maxDiscountAmount: '10' }),
        )
      ).ok,
    ).toBe(true);
  });

  it('saves the limits and the pricing reads them back', async () => {
    const brand = await one<{ id: string }>(db(), sql`select id from brands order by name limit 1`);
    const result = await savePromotionAction(
      promotion({
        code: 'BIENVENUE-LIM',
        type: 'percentage',
        value: '10',
        firstOrderOnly: true,
        maxUsesPerCustomer: '1',
        maxUses: ' 100 ',
        customerType: 'individual',
        brandIds: [brand.id],
        combinableWithPro: false,
      }),
    );
    expect(result.ok).toBe(true);
    const found = (await loadActivePromotions(db())).find((p) => p.code === 'BIENVENUE-LIM');
    expect(found?.limits).toEqual({
      firstOrderOnly: true,
      maxUsesPerCustomer: 1,
      maxUses: 100,
      usesCount: 0,
      customerType: 'individual',
      categoryIds: [],
      brandIds: [brand.id],
      combinableWithPro: false,
    });
    expect(await savePromotionAction(promotion({ code: 'ZERO', maxUses: '0' }))).toMatchObject({
      ok: false,
      fieldErrors: { maxUses: "Saisissez un nombre entier d'au moins 1, ou laissez vide." },
    });
  });
});

describe('professional prices by brand and category', () => {
  it('creates, edits and deletes a brand percentage, and a professional pays accordingly', async () => {
    const product = await one<{ id: string; brand_id: string; price_ttc: number }>(
      db(),
      sql`select p.id, p.brand_id, p.price_ttc from products p
        where p.brand_id is not null and p.is_active and p.visible_in_frontend
          and not p.has_variants and p.pro_price_ttc is null and p.transport_class = 'none'
          and not exists (select 1 from professional_prices pp where pp.product_id = p.id)
          and not exists (select 1 from product_tags t join professional_prices pp
                          on pp.category_id = t.category_id where t.product_id = p.id)
        order by p.slug limit 1`,
    );
    await db().execute(
      sql`delete from professional_prices where brand_id = ${product.brand_id}::uuid`,
    );
    const { caller } = await newBuyer(db(), undefined, { professional: true });
    const unit = async () =>
      (await priceCartFor(db(), caller, [productLine(product.id, 1)])).lines[0]!.unitTtc;
    expect(await unit()).toBe(product.price_ttc);

    const created = await saveProPriceAction({
      scope: 'brand',
      brandId: product.brand_id,
      categoryId: '',
      discountPercent: '15',
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(await unit()).toBe(Math.round((product.price_ttc * 85) / 100));
    const listed = await listProPricesForAdmin(db(), me);
    expect(listed.find((row) => row.id === created.data.id)).toMatchObject({
      scope: 'brand',
      discountPercent: 15,
    });

    // One percentage per brand: a second one is refused, on the brand's field.
    expect(
      await saveProPriceAction({
        scope: 'brand',
        brandId: product.brand_id,
        categoryId: '',
        discountPercent: '20',
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        brandId:
          'Un prix professionnel existe déjà pour cette marque ou cette catégorie : modifiez-le.',
      },
    });
    expect(
      await saveProPriceAction({
        scope: 'category',
        brandId: '',
        categoryId: '',
        discountPercent: '95',
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        categoryId: 'Choisissez une marque ou une catégorie.',
        discountPercent: 'Saisissez un pourcentage entier entre 1 et 90.',
      },
    });

    const edited = await saveProPriceAction({
      id: created.data.id,
      scope: 'brand',
      brandId: product.brand_id,
      categoryId: '',
      discountPercent: '30',
    });
    expect(edited.ok).toBe(true);
    expect(await unit()).toBe(Math.round((product.price_ttc * 70) / 100));

    expect((await deleteProPriceAction({ id: created.data.id })).ok).toBe(true);
    expect(await unit()).toBe(product.price_ttc);
  });

  it('prices a category percentage for a professional, not for an individual', async () => {
    const tagged = await one<{ id: string; category_id: string; price_ttc: number }>(
      db(),
      sql`select p.id, t.category_id, p.price_ttc from products p
        join product_tags t on t.product_id = p.id
        where p.is_active and p.visible_in_frontend and not p.has_variants
          and p.pro_price_ttc is null
        order by p.slug limit 1`,
    );
    // Only the category's percentage is left to apply.
    await db().execute(sql`delete from professional_prices where scope = 'brand'
      or product_id = ${tagged.id}::uuid`);
    await db().execute(sql`delete from professional_prices where scope = 'category'`);
    const saved = await saveProPriceAction({
      scope: 'category',
      brandId: '',
      categoryId: tagged.category_id,
      discountPercent: '10',
    });
    expect(saved.ok).toBe(true);
    const pro = await newBuyer(db(), undefined, { professional: true });
    const individual = await newBuyer(db());
    const unitFor = async (caller: typeof pro.caller) =>
      (await priceCartFor(db(), caller, [productLine(tagged.id, 1)])).lines[0]!.unitTtc;
    expect(await unitFor(pro.caller)).toBe(Math.round((tagged.price_ttc * 90) / 100));
    expect(await unitFor(individual.caller)).toBe(tagged.price_ttc);
  });
});
