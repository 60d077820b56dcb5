import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseVolumeLiters, priceFor, toPaintConfig } from '@/lib/colours/pricing';
import type { Database } from '@/lib/db/client';
import {
  cartItems,
  colourShadeVariants,
  paintProductConfigs,
  productVariants,
  products,
} from '@/lib/db/schema';
import { isUuid } from '@/lib/uuid';
import { htFromTtc, type Cents } from '@/lib/money';
import type { CartLine, ColourData, PackagingType } from './cart';
import { mergeQuantities, serverIds } from './merge';
import { productShown } from '@/lib/db/shown-product';
import { KIT_VARIANT_PREFIX } from '@/lib/kits/types';
import { priceCartFor } from '@/lib/pricing';
import { readGuaranteeSettings } from '@/lib/guarantee-settings';
import { TEST_CARD_VARIANT } from '@/lib/test-card';

/**
 * The signed-in cart in `cart_items` (spec sections 3, 4, 7): upsert, delete, clear, list and
 * the merge at sign-in, always on the caller's rows only (`userId` comes from the session).
 * Prices are read from the database (products, variants, paint configurations), never taken
 * from the browser; unit prices are integer cents.
 */

/** What the browser sends for a line: ids, quantity, and a custom paint's description. */
export type ClientLine = Pick<
  CartLine,
  | 'productId'
  | 'variantId'
  | 'isColorProduct'
  | 'name'
  | 'image'
  | 'slug'
  | 'referenceCode'
  | 'colorData'
  | 'variant'
  | 'packaging_type'
  | 'volume_liters'
  | 'weight_kg'
  | 'paintType'
  | 'shade'
> & { quantity: number };

/** Custom paint metadata (spec: name, image, slug, referenceCode, colorData, variant, …). */
type PaintMetadata = {
  configKey: string;
  name: string;
  image: string | null;
  slug: string | null;
  referenceCode: string | null;
  colorData: ColourData | null;
  variant: string | null;
  packaging_type: PackagingType | null;
  volume_liters: number | null;
  weight_kg: number | null;
  paintType: string | null;
  shade?: CartLine['shade'];
};

type Priced = {
  productId: string;
  variantId: string | null;
  lineKey: string;
  ttc: Cents;
  ht: Cents;
  metadata: PaintMetadata | null;
};

const SHADE_IN_KEY = /:variante-([0-9a-f-]{36})$/i;

/** The shade variant id a custom paint's key ends with (lib/colours/shades.ts), if any. */
function shadeOf(configKey: string): string | null {
  return SHADE_IN_KEY.exec(configKey)?.[1]?.toLowerCase() ?? null;
}

/** The colour each shade variant named by these keys belongs to. */
async function shadeColours(db: Database, configKeys: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(configKeys.flatMap((k) => shadeOf(k) ?? []))].filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: colourShadeVariants.id, colourId: colourShadeVariants.colourId })
    .from(colourShadeVariants)
    .where(inArray(colourShadeVariants.id, ids));
  return new Map(rows.map((r) => [r.id, r.colourId]));
}

/** Prices the lines from the database; lines whose product or price is unknown are dropped. */
async function priceLines(db: Database, lines: ClientLine[]): Promise<Map<string, Priced>> {
  const priced = new Map<string, Priced>();
  const ids = lines.map((line) => ({ line, ids: serverIds(line) }));
  const normal = ids.filter((x) => x.ids && !x.ids.configKey);
  const paints = ids.filter((x) => x.ids?.configKey && x.ids.configKey !== TEST_CARD_VARIANT);
  const testCards = ids.filter((x) => x.ids?.configKey === TEST_CARD_VARIANT);

  if (normal.length > 0) {
    const productIds = [...new Set(normal.map((x) => x.ids!.productId))];
    const productRows = await db
      .select({ id: products.id, ttc: products.priceTtc, ht: products.priceHt })
      .from(products)
      .where(and(inArray(products.id, productIds), productShown()));
    const variantRows = await db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        ttc: productVariants.priceTtc,
        ht: productVariants.priceHt,
      })
      .from(productVariants)
      .where(
        and(inArray(productVariants.productId, productIds), eq(productVariants.isActive, true)),
      );
    const byProduct = new Map(productRows.map((row) => [row.id, row]));
    for (const { ids: key } of normal) {
      const product = byProduct.get(key!.productId);
      if (!product) continue;
      const variant = key!.variantId
        ? variantRows.find((v) => v.id === key!.variantId && v.productId === key!.productId)
        : null;
      if (key!.variantId && !variant) continue;
      const source = variant ?? product;
      priced.set(key!.lineKey, {
        productId: key!.productId,
        variantId: key!.variantId,
        lineKey: key!.lineKey,
        ttc: source.ttc as Cents,
        ht: source.ht as Cents,
        metadata: null,
      });
    }
  }

  if (paints.length > 0) {
    const configRows = await db
      .select()
      .from(paintProductConfigs)
      .where(eq(paintProductConfigs.isActive, true));
    const configs = configRows.map((row) => toPaintConfig(row));
    const shadeOwners = await shadeColours(
      db,
      paints.map((x) => x.ids!.configKey!),
    );
    for (const { line, ids: key } of paints) {
      const configKey = key!.configKey!;
      const kit = configKey.startsWith(KIT_VARIANT_PREFIX);
      // A shade variant must be one of this colour's (issue 41 §1): else the line is not kept.
      const shadeId = shadeOf(configKey);
      if (shadeId && shadeOwners.get(shadeId) !== key!.productId) continue;
      // Colour lines carry the configuration's product key first; the varnish pen is the
      // stylo-vernis configuration itself (its id is the line's product id).
      const config = kit
        ? null
        : (configs.find((c) => c.id === key!.productId) ??
          configs.find((c) => c.productKey === configKey.split(':')[0]));
      if (!config && !kit) continue;
      const volume =
        typeof line.variant === 'string' && line.variant.length <= 20
          ? line.variant
          : (config?.volumes.find(
              (v) => parseVolumeLiters(v) === Number(configKey.split(':')[2]),
            ) ?? null);
      const paintType = configKey.split(':')[1] ?? null;
      // A repair kit is priced by the one pricing function (a visitor's price, for display).
      const price = kit
        ? { ttcCents: await kitDisplayPrice(db, key!.productId, configKey), htCents: 0 }
        : priceFor(config, volume, paintType === 'standard' ? null : paintType);
      if (!(price.ttcCents > 0)) continue;
      const ttc = price.ttcCents;
      priced.set(key!.lineKey, {
        productId: key!.productId,
        variantId: null,
        lineKey: key!.lineKey,
        ttc,
        ht: price.htCents > 0 ? price.htCents : htFromTtc(ttc),
        metadata: {
          configKey,
          name: String(line.name ?? '').slice(0, 300),
          image: typeof line.image === 'string' ? line.image.slice(0, 500) : null,
          slug: typeof line.slug === 'string' ? line.slug.slice(0, 200) : null,
          referenceCode:
            typeof line.referenceCode === 'string' ? line.referenceCode.slice(0, 50) : null,
          colorData: line.colorData ?? null,
          variant: volume,
          packaging_type: line.packaging_type ?? null,
          volume_liters: typeof line.volume_liters === 'number' ? line.volume_liters : null,
          weight_kg: typeof line.weight_kg === 'number' ? line.weight_kg : null,
          paintType: line.paintType ?? null,
          shade: shadeId && line.shade?.id === shadeId ? line.shade : null,
        },
      });
    }
  }
  if (testCards.length > 0) {
    // The test card (issue 41 §2): the owner's price, kept with the line's description.
    const ttc = (await readGuaranteeSettings(db)).testCardPriceCents as Cents;
    for (const { line, ids: key } of testCards) {
      priced.set(key!.lineKey, {
        productId: key!.productId,
        variantId: null,
        lineKey: key!.lineKey,
        ttc,
        ht: htFromTtc(ttc),
        metadata: {
          configKey: TEST_CARD_VARIANT,
          name: String(line.name ?? '').slice(0, 300),
          image: null,
          slug: typeof line.slug === 'string' ? line.slug.slice(0, 200) : null,
          referenceCode:
            typeof line.referenceCode === 'string' ? line.referenceCode.slice(0, 50) : null,
          colorData: null,
          variant: null,
          packaging_type: null,
          volume_liters: null,
          weight_kg: typeof line.weight_kg === 'number' ? line.weight_kg : null,
          paintType: null,
        },
      });
    }
  }
  return priced;
}

/** A repair kit line's unit price for a visitor (0 when it cannot be sold). */
async function kitDisplayPrice(db: Database, colourId: string, variantId: string): Promise<number> {
  const cart = await priceCartFor(db, { kind: 'visitor' }, [
    { productId: colourId, variantId, quantity: 1 },
  ]);
  const line = cart.lines[0];
  return line?.status === 'ok' ? line.unitTtc : 0;
}

/** The caller's cart as local cart lines (euro `price` for display, from the stored cents). */
export async function listCart(db: Database, userId: string): Promise<CartLine[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      lineKey: cartItems.lineKey,
      quantity: cartItems.quantity,
      unitPriceTtc: cartItems.unitPriceTtc,
      metadata: cartItems.metadata,
      name: products.name,
      slug: products.slug,
      imageUrls: products.imageUrls,
      referenceCode: products.referenceCode,
      variantName: productVariants.variantName,
      variantReference: productVariants.referenceCode,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.createdAt, cartItems.lineKey);
  return rows.flatMap((row): CartLine[] => {
    const price = row.unitPriceTtc / 100;
    const paint = row.metadata as PaintMetadata | null;
    if (paint?.configKey) {
      return [
        {
          id: row.lineKey,
          productId: row.productId,
          variantId: paint.configKey,
          name: paint.name,
          price,
          quantity: row.quantity,
          image: paint.image,
          variant: paint.variant,
          referenceCode: paint.referenceCode,
          slug: paint.slug,
          isColorProduct: true,
          colorData: paint.colorData,
          packaging_type: paint.packaging_type,
          volume_liters: paint.volume_liters,
          weight_kg: paint.weight_kg,
          paintType: paint.paintType,
          shade: paint.shade ?? null,
        },
      ];
    }
    if (!row.name) return [];
    return [
      {
        id: row.lineKey,
        productId: row.productId,
        variantId: row.variantId,
        name: row.name,
        price,
        quantity: row.quantity,
        image: row.imageUrls?.[0] ?? null,
        variant: row.variantName ?? null,
        referenceCode: row.variantReference ?? row.referenceCode ?? null,
        slug: row.slug,
      },
    ];
  });
}

const MAX_QUANTITY = 999;

/** Sets (or adds to) the quantity of one line, repriced from the database. */
export async function upsertLines(
  db: Database,
  userId: string,
  lines: ClientLine[],
  mode: 'set' | 'add',
): Promise<void> {
  const priced = await priceLines(db, lines);
  for (const line of lines) {
    const key = serverIds(line);
    const row = key && priced.get(key.lineKey);
    if (!row) continue;
    const quantity = Math.min(MAX_QUANTITY, Math.max(1, Math.floor(line.quantity)));
    await db
      .insert(cartItems)
      .values({
        userId,
        productId: row.productId,
        variantId: row.variantId,
        lineKey: row.lineKey,
        quantity,
        unitPriceHt: row.ht,
        unitPriceTtc: row.ttc,
        metadata: row.metadata,
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.lineKey],
        set: {
          quantity:
            mode === 'add'
              ? sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_QUANTITY})`
              : sql`excluded.quantity`,
          unitPriceHt: sql`excluded.unit_price_ht`,
          unitPriceTtc: sql`excluded.unit_price_ttc`,
          metadata: sql`excluded.metadata`,
          updatedAt: sql`now()`,
        },
      });
  }
}

export async function deleteLine(db: Database, userId: string, lineKey: string): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.lineKey, lineKey)));
}

export async function clearCart(db: Database, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/**
 * Sign-in: the browser's cart is merged into the database cart (same line: quantities add up),
 * in one transaction, and the merged cart is returned for the browser to show.
 */
export async function mergeIntoCart(
  db: Database,
  userId: string,
  local: ClientLine[],
): Promise<CartLine[]> {
  await db.transaction(async (tx) => {
    // One merge at a time per user (two tabs signing in together).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`);
    const valid = local.filter((line) => serverIds(line));
    const server = await tx
      .select({ lineKey: cartItems.lineKey, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, userId));
    const { merged, changed } = mergeQuantities(
      server,
      valid.map((line) => ({ lineKey: serverIds(line)!.lineKey, quantity: line.quantity })),
    );
    if (!changed) return;
    const quantities = new Map(merged.map((line) => [line.lineKey, line.quantity]));
    const lines = valid.map((line) => ({
      ...line,
      quantity: quantities.get(serverIds(line)!.lineKey) ?? line.quantity,
    }));
    // A line repeated in the local cart is written once, with its summed quantity.
    const unique = [...new Map(lines.map((line) => [serverIds(line)!.lineKey, line])).values()];
    await upsertLines(tx as unknown as Database, userId, unique, 'set');
  });
  return listCart(db, userId);
}
