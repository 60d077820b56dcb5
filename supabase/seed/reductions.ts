/**
 * The demo's announced reduction (Code de la consommation L112-1-1): a product whose price
 * history shows a real, successive reduction, so the product page and its card show the struck
 * legal reference and « Prix le plus bas des 30 derniers jours ».
 */
import type pg from 'pg';
import { reductionReference } from '../../lib/pricing/reduction';

type Queryable = Pick<pg.ClientBase, 'query'>;

/**
 * Abrasive discs P320, charged 38,90 € today: 46,90 € two months ago, 44,90 € from 20 days before
 * the reduction, reduced to 41,90 € five days ago and again to 38,90 € yesterday. The reference
 * is 44,90 € (the lowest of the 30 days before the first reduction), not the 46,90 € of before.
 */
const DEMO_REDUCTION = {
  reference: 'AB-150-320',
  history: [
    { daysAgo: 60, priceTtc: 4690, announced: false },
    { daysAgo: 25, priceTtc: 4490, announced: false },
    { daysAgo: 5, priceTtc: 4190, announced: true },
    { daysAgo: 1, priceTtc: 3890, announced: true },
  ],
} as const;

export async function insertDemoReduction(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ id: string; price_ttc: number }>(
    'update products set reduction_announced = true where reference_code = $1 returning id, price_ttc',
    [DEMO_REDUCTION.reference],
  );
  const product = rows[0];
  if (!product) return;
  const { history } = DEMO_REDUCTION;
  if (history.at(-1)!.priceTtc !== product.price_ttc)
    throw new Error(`Réduction de démonstration : le prix de ${DEMO_REDUCTION.reference} a changé`);
  // The triggers recorded today's price; the demo's history replaces it.
  await db.query('delete from price_history where product_id = $1', [product.id]);
  const { rows: points } = await db.query<{ price_ttc: number; at: Date; announced: boolean }>(
    `insert into price_history (product_id, price_ttc, announced, recorded_at)
     select $1, t.price, t.announced, now() - make_interval(days => t.days)
     from unnest($2::int[], $3::bool[], $4::int[]) as t(price, announced, days)
     returning price_ttc, recorded_at as at, announced`,
    [
      product.id,
      history.map((p) => p.priceTtc),
      history.map((p) => p.announced),
      history.map((p) => p.daysAgo),
    ],
  );
  const reduction = reductionReference(
    points
      .map((p) => ({ priceTtc: p.price_ttc, at: p.at, announced: p.announced }))
      .sort((a, b) => a.at.getTime() - b.at.getTime()),
  );
  await db.query('update products set reduction_reference_ttc = $2 where id = $1', [
    product.id,
    reduction?.referenceTtc ?? null,
  ]);
}
