import 'server-only';
import { sql } from 'drizzle-orm';
import { toPaintConfig } from '@/lib/colours/pricing';
import { timedMemo } from '@/lib/cache/memo';
import { getDb } from '@/lib/db/client';
import { batchedRows, type Batch, type BatchedRead as Rows, type DbHandle } from '@/lib/db/handle';
import type { BuyerHistory } from '@/lib/promotions/eligibility';
import { activePromotions, loadActivePromotions } from '@/lib/promotions/queries';
import { activeCarriers, loadCarriers } from '@/lib/shipping/queries';
import { normaliseTransportClasses } from '@/lib/shipping/transport';
import type { TransportClass } from '@/lib/shipping/types';
import { loadKits } from '@/lib/kits/queries';
import type { LineShade } from '@/lib/colours/shades';
import { GUARANTEE_SETTING_KEY, guaranteeSettingsOf } from '@/lib/guarantee-settings';
import type { ParsedLine } from './lines';
import type {
  PricingColour,
  PricingConfig,
  PricingData,
  PricingProduct,
  PricingVariant,
  ProRules,
} from './types';
import { productShown } from '@/lib/db/shown-product';

export type LoadOptions = {
  /** Load professional prices (verified professional callers only). */
  professional: boolean;
  /**
   * Read promotions and carriers from `db` now instead of the 30 s lists: the checkout prices
   * inside its transaction.
   */
  fresh?: boolean;
  /**
   * Queue the catalogue reads on the caller's batch (it sends it, with reads of its own: the
   * checkout's one statement before its transaction) instead of sending them now.
   */
  batch?: Batch;
  /** The signed-in buyer whose orders and promotion uses the promotion limits read. */
  buyerId?: string;
};

/** A uuid[] parameter (ids were checked by lib/pricing/lines.ts). */
function uuids(ids: string[]) {
  return sql`${sql.param(ids)}::uuid[]`;
}

function idsOf(lines: readonly ParsedLine[]) {
  const products = new Set<string>();
  const variants = new Set<string>();
  const colours = new Set<string>();
  for (const line of lines) {
    if (line.kind === 'product') {
      products.add(line.productId);
      if (line.variantId) variants.add(line.variantId);
    } else if (line.kind === 'paint' || line.kind === 'kit' || line.kind === 'testCard')
      colours.add(line.colourId);
  }
  return { products: [...products], variants: [...variants], colours: [...colours] };
}

/**
 * These ids, and the components of these repair kits (`kitIds`: read in the same statement).
 * `column`: the component's column (product_id or variant_id).
 */
function withKitParts(ids: string[], kitIds: string[], column: 'product_id' | 'variant_id') {
  if (kitIds.length === 0) return uuids(ids);
  return sql`(${uuids(ids)} || array(select ${sql.raw(column)} from repair_kit_components
    where kit_id = any(${uuids(kitIds)}) and ${sql.raw(column)} is not null))`;
}

export async function loadProducts(
  read: Rows,
  ids: string[],
  kitIds: string[] = [],
): Promise<PricingProduct[]> {
  if (ids.length === 0 && kitIds.length === 0) return [];
  const rows = await read<{
    id: string;
    name: string;
    slug: string;
    reference_code: string | null;
    image: string | null;
    price_ttc: number;
    pro_price_ttc: number | null;
    stock_quantity: number;
    unlimited_stock: boolean;
    sellable: boolean;
    has_variants: boolean;
    weight_kg: string | null;
    transport_class: TransportClass;
    contains_diisocyanates: boolean;
    brand_id: string | null;
    category_ids: string[] | null;
  }>(sql`select p.id, p.name, p.slug, p.reference_code, p.image_urls[1] as image, p.price_ttc,
           p.pro_price_ttc, p.stock_quantity, p.unlimited_stock,
           ${productShown('p')} as sellable, p.has_variants, p.weight_kg,
           p.transport_class, p.contains_diisocyanates, p.brand_id,
           array(select pt.category_id from product_tags pt where pt.product_id = p.id) as category_ids
         from products p where p.id = any(${withKitParts(ids, kitIds, 'product_id')})`);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    referenceCode: r.reference_code,
    image: r.image,
    priceTtc: r.price_ttc,
    proPriceTtc: r.pro_price_ttc,
    stockQuantity: r.stock_quantity,
    unlimitedStock: r.unlimited_stock,
    sellable: r.sellable,
    hasVariants: r.has_variants,
    weightKg: r.weight_kg === null ? null : Number(r.weight_kg),
    transportClass: r.transport_class,
    containsDiisocyanates: r.contains_diisocyanates,
    brandId: r.brand_id,
    categoryIds: r.category_ids ?? [],
  }));
}

async function loadVariants(
  read: Rows,
  ids: string[],
  kitIds: string[],
): Promise<PricingVariant[]> {
  if (ids.length === 0 && kitIds.length === 0) return [];
  const rows = await read<{
    id: string;
    product_id: string;
    variant_name: string;
    reference_code: string | null;
    price_ttc: number;
    stock_quantity: number;
    is_active: boolean;
  }>(sql`select id, product_id, variant_name, reference_code, price_ttc, stock_quantity, is_active
         from product_variants where id = any(${withKitParts(ids, kitIds, 'variant_id')})`);
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    name: r.variant_name,
    referenceCode: r.reference_code,
    priceTtc: r.price_ttc,
    stockQuantity: r.stock_quantity,
    isActive: r.is_active,
  }));
}

/**
 * A two-tone colour's tone codes, in tone order: each tone (a part of the name split on '+',
 * parenthesised text left out) is the single-tone colour of the same maker and category named
 * alike, as the bi-tone page finds it (lib/colours/find.ts `findToneColour`); null for a tone
 * the maker does not sell alone, and no array for a single-tone colour.
 */
const TONE_CODES = sql.raw(`case when c.color_name like '%+%' then array(
    select (select t.color_code from paint_colors t
             where t.is_active and t.category = c.category
               and t.manufacturer_id is not distinct from c.manufacturer_id
               and t.color_name not like '%+%'
               and upper(public.immutable_unaccent(t.color_name)) = upper(public.immutable_unaccent(
                 trim(regexp_replace(u.part, '\\(.*?\\)', '', 'g'))))
             order by t.color_code limit 1)
      from unnest(string_to_array(c.color_name, '+')) with ordinality as u(part, n)
     order by u.n) end`);

/** The colour's shade variants (issue 41 §1): what a line's variant is checked against. */
const COLOUR_SHADES = sql.raw(`(select coalesce(json_agg(json_build_object(
    'id', s.id, 'name', s.name, 'code', s.variant_code) order by s.position, s.name), '[]'::json)
  from colour_shade_variants s where s.colour_id = c.id)`);

async function loadColours(read: Rows, ids: string[]): Promise<PricingColour[]> {
  if (ids.length === 0) return [];
  const rows = await read<{
    id: string;
    color_code: string;
    color_name: string;
    category: string;
    image_url: string | null;
    is_active: boolean;
    available_water: boolean;
    available_solvent: boolean;
    available_gloss_direct: boolean;
    maker_name: string | null;
    maker_slug: string | null;
    maker_active: boolean | null;
    tone_codes: Array<string | null> | null;
    css_preview: string | null;
    shades: LineShade[];
  }>(sql`select c.id, c.color_code, c.color_name, c.category, c.image_url, c.is_active,
           c.css_preview, ${COLOUR_SHADES} as shades,
           c.available_water, c.available_solvent, c.available_gloss_direct,
           m.name as maker_name, m.slug as maker_slug, m.is_active as maker_active,
           ${TONE_CODES} as tone_codes
         from paint_colors c left join paint_manufacturers m on m.id = c.manufacturer_id
         where c.id = any(${uuids(ids)})`);
  return rows.map((r) => ({
    id: r.id,
    code: r.color_code,
    name: r.color_name,
    category: r.category,
    imageUrl: r.image_url,
    manufacturer: r.maker_name && r.maker_slug ? { name: r.maker_name, slug: r.maker_slug } : null,
    // A colour of an inactive maker is no longer sold either.
    isActive: r.is_active && r.maker_active !== false,
    availableWater: r.available_water,
    availableSolvent: r.available_solvent,
    availableGlossDirect: r.available_gloss_direct,
    toneCodes: r.tone_codes,
    cssPreview: r.css_preview,
    shades: r.shades,
  }));
}

async function loadConfigs(db: DbHandle): Promise<PricingConfig[]> {
  const { rows } = await db.execute<{
    id: string;
    product_key: string;
    is_active: boolean;
    title: string;
    description: string | null;
    paint_types: unknown;
    volumes: string[] | null;
    has_volume_filter: boolean;
    pricing: unknown;
    transport_classes: unknown;
  }>(sql`select id, product_key, is_active, title, description, paint_types, volumes,
           has_volume_filter, pricing, transport_classes from paint_product_configs`);
  return rows.map((r) => ({
    ...toPaintConfig({
      id: r.id,
      productKey: r.product_key,
      title: r.title,
      description: r.description,
      paintTypes: r.paint_types,
      volumes: r.volumes,
      hasVolumeFilter: r.has_volume_filter,
      pricing: r.pricing,
    }),
    isActive: r.is_active,
    transportClasses: normaliseTransportClasses(r.transport_classes),
  }));
}

/**
 * The four paint configurations, kept 30 s per instance like promotions and carriers (the
 * checkout reads them fresh in its transaction).
 */
const configsMemo = timedMemo(30_000, () => loadConfigs(getDb()));

const NO_PRO: ProRules = {
  brandPercent: new Map(),
  categoryPercent: new Map(),
  productPrice: new Map(),
  variantPrice: new Map(),
};

/**
 * The professional prices that may touch these products and variants, in one statement.
 * `variantIds: 'all'` takes every variant of the products (the prices shown on a page).
 */
export async function loadProRules(
  read: Rows,
  productIds: string[],
  variantIds: string[] | 'all',
  kitIds: string[] = [],
): Promise<ProRules> {
  if (productIds.length === 0 && kitIds.length === 0) return NO_PRO;
  const products = withKitParts(productIds, kitIds, 'product_id');
  const variants =
    variantIds === 'all'
      ? sql`variant_id in (select id from product_variants where product_id = any(${products}))`
      : sql`variant_id = any(${withKitParts(variantIds, kitIds, 'variant_id')})`;
  const rows = await read<{
    scope: 'brand' | 'category' | 'product' | 'variant';
    target: string;
    discount_percent: number | null;
    price_ttc: number | null;
  }>(sql`select scope, coalesce(brand_id, category_id, product_id, variant_id) as target,
           discount_percent, price_ttc
         from professional_prices
         where product_id = any(${products}) or ${variants}
            or brand_id in (select brand_id from products where id = any(${products}))
            or category_id in (select category_id from product_tags
                               where product_id = any(${products}))`);
  const rules: ProRules = {
    brandPercent: new Map(),
    categoryPercent: new Map(),
    productPrice: new Map(),
    variantPrice: new Map(),
  };
  for (const row of rows) {
    if (row.scope === 'brand' && row.discount_percent)
      rules.brandPercent.set(row.target, row.discount_percent);
    if (row.scope === 'category' && row.discount_percent)
      rules.categoryPercent.set(row.target, row.discount_percent);
    if (row.scope === 'product' && row.price_ttc) rules.productPrice.set(row.target, row.price_ttc);
    if (row.scope === 'variant' && row.price_ttc) rules.variantPrice.set(row.target, row.price_ttc);
  }
  return rules;
}

/**
 * A buyer's history as the promotion limits read it: their orders and their uses of each code,
 * cancelled orders left out (lib/promotions/eligibility.ts).
 */
async function loadBuyerHistory(read: Rows, userId: string): Promise<BuyerHistory> {
  const rows = await read<{ code: string | null; uses: number }>(sql`
    select null as code, count(*)::int as uses from orders
      where user_id = ${userId}::uuid and status <> 'cancelled'
    union all
    select upper(p.code), count(*)::int from promotion_uses u
      join orders o on o.id = u.order_id and o.status <> 'cancelled'
      join promotions p on p.id = u.promotion_id
      where u.user_id = ${userId}::uuid
      group by p.code`);
  return {
    orders: rows.find((r) => r.code === null)?.uses ?? 0,
    usesByCode: new Map(rows.flatMap((r) => (r.code === null ? [] : [[r.code, r.uses]]))),
  };
}

/** The test card's price set in /admin/garanties (issue 41 §2), read with the catalogue. */
async function loadTestCardPrice(read: Rows): Promise<number> {
  const rows = await read<{ setting_value: unknown }>(sql`
    select setting_value from seo_settings where setting_key = ${GUARANTEE_SETTING_KEY}`);
  return guaranteeSettingsOf(rows[0]?.setting_value).testCardPriceCents;
}

/** Everything `priceCart` needs for these lines: indexed reads sent as one statement. */
export async function loadPricingData(
  db: DbHandle,
  lines: readonly ParsedLine[],
  options: LoadOptions,
): Promise<PricingData> {
  const ids = idsOf(lines);
  // Repair kits: their components are read with the cart's products (the same statement).
  const kitIds = [...new Set(lines.flatMap((l) => (l.kind === 'kit' ? [l.kitId] : [])))];
  const needsConfigs = lines.some(
    (l) => l.kind === 'paint' || l.kind === 'varnish' || l.kind === 'kit',
  );
  // The catalogue reads go together in one statement; the lists kept 30 s cost nothing.
  const batch = options.batch ?? batchedRows(db);
  const reads = Promise.all([
    loadProducts(batch.rows, ids.products, kitIds),
    loadVariants(batch.rows, ids.variants, kitIds),
    loadColours(batch.rows, ids.colours),
    options.professional ? loadProRules(batch.rows, ids.products, ids.variants, kitIds) : NO_PRO,
    options.buyerId ? loadBuyerHistory(batch.rows, options.buyerId) : undefined,
    loadKits(batch.rows, kitIds),
    lines.some((l) => l.kind === 'testCard') ? loadTestCardPrice(batch.rows) : undefined,
  ]);
  const [
    [products, variants, colours, pro, buyer, kits, testCardPriceCents],
    configs,
    promotions,
    carriers,
  ] = await Promise.all([
    options.batch ? reads : batch.send().then(() => reads),
    !needsConfigs ? Promise.resolve([]) : options.fresh ? loadConfigs(db) : configsMemo.get(),
    // Fresh lists go in the caller's batch when it passes one (one statement in all).
    options.fresh ? loadActivePromotions(db, options.batch?.rows) : activePromotions(),
    options.fresh ? loadCarriers(db, options.batch?.rows) : activeCarriers(),
  ]);
  const configMap = new Map<string, PricingConfig>();
  for (const config of configs) {
    configMap.set(config.productKey, config);
    configMap.set(config.id, config);
  }
  return {
    products: new Map(products.map((p) => [p.id, p])),
    variants: new Map(variants.map((v) => [v.id, v])),
    colours: new Map(colours.map((c) => [c.id, c])),
    configs: configMap,
    pro,
    promotions,
    carriers,
    ...(buyer ? { buyer } : {}),
    ...(kits.length > 0 ? { kits: new Map(kits.map((kit) => [kit.id, kit])) } : {}),
    ...(testCardPriceCents !== undefined ? { testCardPriceCents } : {}),
  };
}
