/**
 * The one pricing function of the shop (pure): from the catalogue facts of `data`, prices a
 * cart for a caller. Unit prices of products and variants, custom paint from
 * paint_product_configs (the colour page's rule) and the varnish pen, professional prices,
 * promotion, shipping, and the HT/TVA/TTC totals in integer cents. The cart page, the
 * checkout and the payment amount all call it (through lib/pricing/index.ts); a price sent by
 * a browser never reaches it (lib/pricing/lines.ts reads ids and quantities only).
 */
import { formatVolume } from '@/lib/format';
import type { Caller } from '@/lib/auth/caller';
import { productPath } from '@/lib/urls';
import { MAX_QUANTITY } from '@/lib/catalogue/purchase';
import {
  colourLineName,
  DEFAULT_WEIGHT_KG,
  VARNISH_PEN,
  varnishPenPrice,
} from '@/lib/colours/cart-line';
import { isAvailable, paintTypeLabel } from '@/lib/colours/paint-types';
import { parseVolumeLiters, priceFor } from '@/lib/colours/pricing';
import type { LineShade } from '@/lib/colours/shades';
import { canonicalColourUrl } from '@/lib/colours/slug';
import { getT } from '@/lib/i18n/server';
import { testCardName, TEST_CARD_WEIGHT_KG } from '@/lib/test-card';
import { htFromTtc, VAT_RATE_PERCENT } from '@/lib/money';
import { applyPromotion, minimumAmount, type PromotionOutcome } from '@/lib/promotions/apply';
import type { EligibleLine } from '@/lib/promotions/eligibility';
import { quoteShipping } from '@/lib/shipping/quote';
import { paintTransportClass } from '@/lib/shipping/transport';
import { isDestination, type TransportClass } from '@/lib/shipping/types';
import { orderAmounts } from './amounts';
import { summaryRows } from './breakdown';
import { MAX_CART_LINES, type ParsedLine } from './lines';
import { proUnitPrice } from './pro';
import { kitColourPart, kitPrice, kitStock } from '@/lib/kits/price';
import type { PricedCart, PricedLine, PricingColour, PricingData, PricingOptions } from './types';

type T = ReturnType<typeof getT<'pricing'>>;

/** Every line of the shop is sold at the standard French rate. */
const VAT_RATE_BP = VAT_RATE_PERCENT * 100;

export function isProfessional(caller: Caller): boolean {
  return caller.kind === 'customer' && caller.isVerifiedProfessional === true;
}

const BLANK = {
  details: null,
  colour: null,
  href: null,
  image: null,
  referenceCode: null,
  adjustedQuantity: null,
  unitTtc: 0,
  unitHt: 0,
  totalTtc: 0,
  totalHt: 0,
  retailUnitTtc: null,
  stock: null,
  weightGrams: 0,
  transportClass: 'none' as TransportClass,
  isCustomPaint: false,
  containsDiisocyanates: false,
};

function unavailable(key: string, quantity: number, name: string, message: string): PricedLine {
  return { ...BLANK, key, quantity, name, status: 'unavailable', message };
}

function priced(
  base: Omit<
    PricedLine,
    'status' | 'unitHt' | 'totalTtc' | 'totalHt' | 'message' | 'adjustedQuantity'
  >,
  messages: string[],
  adjustedQuantity: number | null,
): PricedLine {
  const totalTtc = base.unitTtc * base.quantity;
  return {
    ...base,
    status: 'ok',
    message: messages.length > 0 ? messages.join(' ') : null,
    adjustedQuantity,
    unitHt: htFromTtc(base.unitTtc),
    totalTtc,
    totalHt: htFromTtc(totalTtc),
  };
}

/** The colour page of a paint, kit or test-card line. */
function colourHref(colour: PricingColour) {
  return canonicalColourUrl({
    category: colour.category,
    manufacturerSlug: colour.manufacturer?.slug,
    code: colour.code,
    name: colour.name,
  });
}

function grams(kg: number | null | undefined): number {
  return Math.round((kg && kg > 0 ? kg : DEFAULT_WEIGHT_KG) * 1000);
}

/** The line's quantity lowered to the stock left (noted for the buyer), and the adjustment. */
function withinStock(
  line: { quantity: number; clamped: boolean },
  stock: number | null,
  t: T,
  notes: string[],
): { quantity: number; adjusted: number | null } {
  if (stock !== null && line.quantity > stock) {
    notes.push(t('stockAdjusted', { stock }));
    return { quantity: stock, adjusted: stock };
  }
  return { quantity: line.quantity, adjusted: line.clamped ? line.quantity : null };
}

function priceProductLine(
  line: Extract<ParsedLine, { kind: 'product' }>,
  data: PricingData,
  pro: boolean,
  t: T,
  notes: string[],
): PricedLine {
  const product = data.products.get(line.productId);
  const fallbackName = t('unknownProduct');
  if (!product || !product.sellable) {
    return unavailable(
      line.key,
      line.quantity,
      product?.name ?? fallbackName,
      t('productUnavailable'),
    );
  }
  let variant = null;
  if (line.variantId) {
    variant = data.variants.get(line.variantId);
    if (!variant || variant.productId !== product.id || !variant.isActive) {
      return unavailable(line.key, line.quantity, product.name, t('variantUnavailable'));
    }
  } else if (product.hasVariants) {
    return unavailable(line.key, line.quantity, product.name, t('variantRequired'));
  }
  const stock = product.unlimitedStock ? null : (variant?.stockQuantity ?? product.stockQuantity);
  const name = product.name;
  if (stock !== null && stock <= 0) {
    return unavailable(line.key, line.quantity, name, t('outOfStock'));
  }
  const { quantity, adjusted } = withinStock(line, stock, t, notes);
  const retail = variant?.priceTtc ?? product.priceTtc;
  const unit = pro ? proUnitPrice(data.pro, product, variant?.id ?? null, retail) : retail;
  return priced(
    {
      key: line.key,
      name,
      details: variant?.name ?? null,
      colour: null,
      href: productPath(product.slug, variant?.id ?? null),
      image: product.image,
      referenceCode: variant?.referenceCode ?? product.referenceCode,
      quantity,
      unitTtc: unit,
      retailUnitTtc: unit < retail ? retail : null,
      stock,
      weightGrams: grams(product.weightKg),
      transportClass: product.transportClass,
      isCustomPaint: false,
      containsDiisocyanates: product.containsDiisocyanates,
    },
    notes,
    adjusted,
  );
}

function volumeText(volumes: readonly string[], litres: number): string {
  // The configuration's own text (the pricing grid's key), else the quantity in French.
  return volumes.find((v) => parseVolumeLiters(v) === litres) ?? formatVolume(litres);
}

/** « variante plus claire (EWP-V1) »: the same message as the colour page's line. */
function shadeLineLabel(shade: LineShade): string {
  const t = getT('shades');
  return shade.code
    ? t('lineLabelCode', { name: shade.name, code: shade.code })
    : t('lineLabel', { name: shade.name });
}

function pricePaintLine(
  line: Extract<ParsedLine, { kind: 'paint' }>,
  data: PricingData,
  t: T,
  notes: string[],
): PricedLine {
  const colour = data.colours.get(line.colourId);
  if (!colour || !colour.isActive) {
    return unavailable(line.key, line.quantity, t('unknownColour'), t('colourUnavailable'));
  }
  const colourName = `${colour.code} ${colour.name}`;
  const config = data.configs.get(line.productKey);
  if (!config || !config.isActive || config.productKey !== line.productKey) {
    return unavailable(line.key, line.quantity, colourName, t('configUnavailable'));
  }
  let toneName: string | undefined;
  // One tone of a two-tone colour is that tone's paint: its own code on the line, the order
  // and the invoice when the maker sells it alone.
  let code = colour.code;
  if (line.tone !== null) {
    const tones = colour.name.split('+').map((part) => part.replace(/\(.*?\)/g, '').trim());
    toneName = tones[line.tone - 1];
    if (tones.length < 2 || !toneName) {
      return unavailable(line.key, line.quantity, colourName, t('colourUnavailable'));
    }
    code = colour.toneCodes?.[line.tone - 1] ?? colour.code;
  }
  if (config.paintTypes.length > 0) {
    const option = config.paintTypes.find((o) => o.value === line.paintType);
    if (!option || !isAvailable(colour, option.field)) {
      return unavailable(line.key, line.quantity, colourName, t('paintTypeUnavailable'));
    }
  } else if (line.paintType !== null) {
    return unavailable(line.key, line.quantity, colourName, t('paintTypeUnavailable'));
  }
  // The shade variant must be one of this colour's (issue 41 §1): another colour's, or one
  // deleted since, is not priced (the workshop would not know what to mix).
  const shade = line.shadeId ? (colour.shades?.find((s) => s.id === line.shadeId) ?? null) : null;
  if (line.shadeId && !shade) {
    return unavailable(line.key, line.quantity, colourName, getT('shades')('unavailable'));
  }
  const volume = volumeText(config.volumes, line.litres);
  const price = priceFor(config, volume, line.paintType);
  if (!(price.ttcCents > 0)) {
    return unavailable(line.key, line.quantity, colourName, t('volumeUnavailable'));
  }
  const unit = price.ttcCents;
  return priced(
    {
      key: line.key,
      name: colourLineName(
        config,
        { ...colour, code },
        line.paintType,
        volume,
        toneName,
        shade ? shadeLineLabel(shade) : undefined,
      ),
      details: formatVolume(line.litres),
      // One tone of a two-tone colour: the two-tone swatch would show the wrong colour.
      colour: {
        code,
        name: toneName ?? colour.name,
        cssPreview: toneName ? null : (colour.cssPreview ?? null),
        shade,
      },
      href: colourHref(colour),
      image: colour.imageUrl,
      referenceCode: code,
      quantity: line.quantity,
      unitTtc: unit,
      retailUnitTtc: null,
      stock: null,
      weightGrams: grams(DEFAULT_WEIGHT_KG),
      transportClass: paintTransportClass(config.transportClasses, line.paintType),
      isCustomPaint: true,
      containsDiisocyanates: false,
    },
    notes,
    line.clamped ? line.quantity : null,
  );
}

function priceVarnishLine(
  line: Extract<ParsedLine, { kind: 'varnish' }>,
  data: PricingData,
  t: T,
  notes: string[],
): PricedLine {
  const config = line.configId ? data.configs.get(line.configId) : data.configs.get('stylo-vernis');
  if (!config || !config.isActive || config.productKey !== 'stylo-vernis') {
    return unavailable(line.key, line.quantity, t('varnishPen'), t('configUnavailable'));
  }
  return priced(
    {
      key: line.key,
      name: `${config.title} – ${paintTypeLabel('vernis')} – ${formatVolume(VARNISH_PEN.volumeLiters)}`,
      details: formatVolume(VARNISH_PEN.volumeLiters),
      colour: null,
      href: null,
      image: null,
      referenceCode: null,
      quantity: line.quantity,
      unitTtc: varnishPenPrice(config),
      retailUnitTtc: null,
      stock: null,
      weightGrams: grams(VARNISH_PEN.weightKg),
      transportClass: paintTransportClass(config.transportClasses, 'vernis'),
      isCustomPaint: true,
      containsDiisocyanates: false,
    },
    notes,
    line.clamped ? line.quantity : null,
  );
}

/**
 * A repair kit for a colour (lib/kits): the colour in the kit's packaging plus its components
 * at the buyer's prices, minus the kit's discount; its stock is its components' (the colour is
 * made to order). Its content is the line's details (the order's documents print them).
 */
function priceKitLine(
  line: Extract<ParsedLine, { kind: 'kit' }>,
  data: PricingData,
  pro: boolean,
  t: T,
  notes: string[],
): PricedLine {
  const kit = data.kits?.get(line.kitId);
  const colour = data.colours.get(line.colourId);
  if (!kit || !kit.isPublished || kit.components.length === 0) {
    return unavailable(
      line.key,
      line.quantity,
      kit?.name ?? t('unknownProduct'),
      t('kitUnavailable'),
    );
  }
  const name = colour
    ? t('kitName', { kit: kit.name, code: colour.code, colour: colour.name })
    : kit.name;
  const config = data.configs.get(kit.colourProductKey);
  if (!colour || !colour.isActive || !config || !config.isActive) {
    return unavailable(line.key, line.quantity, name, t('colourUnavailable'));
  }
  const colourPart = kitColourPart(config, colour);
  if (!colourPart) return unavailable(line.key, line.quantity, name, t('kitUnavailable'));
  const parts = [];
  const content = [
    t('kitContentLine', {
      quantity: kit.colourQuantity,
      name: colourLineName(config, colour, colourPart.paintType, colourPart.volume),
    }),
  ];
  const classes = new Set<TransportClass>([
    paintTransportClass(config.transportClasses, colourPart.paintType),
  ]);
  let grams_ = grams(DEFAULT_WEIGHT_KG) * kit.colourQuantity;
  let diisocyanates = false;
  const stocks = [];
  for (const c of kit.components) {
    const product = data.products.get(c.productId);
    const variant = c.variantId ? data.variants.get(c.variantId) : null;
    if (
      !product ||
      !product.sellable ||
      (c.variantId && (!variant || variant.productId !== product.id || !variant.isActive)) ||
      (!c.variantId && product.hasVariants)
    ) {
      return unavailable(line.key, line.quantity, name, t('kitUnavailable'));
    }
    const retail = variant?.priceTtc ?? product.priceTtc;
    const unit = pro ? proUnitPrice(data.pro, product, variant?.id ?? null, retail) : retail;
    parts.push({ unitTtc: unit, retailTtc: retail, quantity: c.quantity });
    stocks.push({
      stock: product.unlimitedStock ? null : (variant?.stockQuantity ?? product.stockQuantity),
      quantity: c.quantity,
    });
    content.push(
      t('kitContentLine', {
        quantity: c.quantity,
        name: variant ? `${product.name} – ${variant.name}` : product.name,
      }),
    );
    classes.add(product.transportClass);
    grams_ += grams(product.weightKg) * c.quantity;
    diisocyanates ||= product.containsDiisocyanates;
  }
  const colourPrice = { unitTtc: colourPart.unitTtc, retailTtc: colourPart.unitTtc };
  const price = kitPrice(
    [{ ...colourPrice, quantity: kit.colourQuantity }, ...parts],
    kit.discountPercent,
  );
  const stock = kitStock(stocks);
  if (stock !== null && stock <= 0)
    return unavailable(line.key, line.quantity, name, t('outOfStock'));
  const { quantity, adjusted } = withinStock(line, stock, t, notes);
  const worst = classes.has('flammable_liquid')
    ? 'flammable_liquid'
    : classes.has('aerosol')
      ? 'aerosol'
      : 'none';
  return {
    ...priced(
      {
        key: line.key,
        name,
        details: t('kitContent', { content: content.join(', ') }),
        colour: { code: colour.code, name: colour.name, cssPreview: colour.cssPreview ?? null },
        href: colourHref(colour),
        image: colour.imageUrl,
        referenceCode: colour.code,
        quantity,
        unitTtc: price.unitTtc,
        retailUnitTtc: price.unitTtc < price.retailTtc ? price.retailTtc : null,
        stock,
        weightGrams: grams_,
        transportClass: worst,
        isCustomPaint: true,
        containsDiisocyanates: diisocyanates,
      },
      notes,
      adjusted,
    ),
    kitTransportClasses: [...classes],
  };
}

/** The colour's test card: the owner's price (0: offered), no stock, no dangerous goods. */
function priceTestCardLine(
  line: Extract<ParsedLine, { kind: 'testCard' }>,
  data: PricingData,
  t: T,
  notes: string[],
): PricedLine {
  const colour = data.colours.get(line.colourId);
  if (!colour || !colour.isActive || data.testCardPriceCents === undefined) {
    return unavailable(line.key, line.quantity, t('unknownColour'), t('colourUnavailable'));
  }
  return priced(
    {
      key: line.key,
      name: testCardName(colour),
      details: null,
      colour: null,
      href: colourHref(colour),
      image: null,
      referenceCode: colour.code,
      quantity: line.quantity,
      unitTtc: data.testCardPriceCents,
      retailUnitTtc: null,
      stock: null,
      weightGrams: grams(TEST_CARD_WEIGHT_KG),
      transportClass: 'none',
      isCustomPaint: false,
      containsDiisocyanates: false,
    },
    notes,
    line.clamped ? line.quantity : null,
  );
}

function priceLine(line: ParsedLine, data: PricingData, pro: boolean, t: T): PricedLine {
  if (line.kind === 'invalid') {
    const message =
      line.problem === 'tooMany'
        ? t('tooMany', { max: MAX_CART_LINES })
        : line.problem === 'quantity'
          ? t('invalidQuantity')
          : t('malformed');
    return unavailable(line.key, 0, t('unknownProduct'), message);
  }
  const notes = line.clamped ? [t('quantityClamped', { max: MAX_QUANTITY })] : [];
  switch (line.kind) {
    case 'product':
      return priceProductLine(line, data, pro, t, notes);
    case 'paint':
      return pricePaintLine(line, data, t, notes);
    case 'varnish':
      return priceVarnishLine(line, data, t, notes);
    case 'kit':
      return priceKitLine(line, data, pro, t, notes);
    case 'testCard':
      return priceTestCardLine(line, data, t, notes);
  }
}

/** The priced product lines with their brand and categories (a promotion's restriction). */
function eligibleLines(
  lines: readonly ParsedLine[],
  priced: readonly PricedLine[],
  data: PricingData,
): EligibleLine[] {
  return lines.flatMap((line, index) => {
    const p = priced[index];
    const product = line.kind === 'product' ? data.products.get(line.productId) : undefined;
    if (!product || p?.status !== 'ok') return [];
    return [{ brandId: product.brandId, categoryIds: product.categoryIds, totalTtc: p.totalTtc }];
  });
}

function promotionMessage(outcome: PromotionOutcome): string | null {
  const t = getT('promotions');
  switch (outcome.status) {
    case 'invalid':
      return `${t('invalidTitle')} – ${t('invalidText')}`;
    case 'minimum':
      return `${t('minimumTitle')} – ${t('minimumText', { amount: minimumAmount(outcome.minOrderAmount) })}`;
    case 'refused':
      return `${t(`refused.${outcome.reason}.title`)} – ${t(`refused.${outcome.reason}.text`)}`;
    case 'applied':
      return t('appliedTitle');
    default:
      return null;
  }
}

export function priceCart(
  data: PricingData,
  caller: Caller,
  lines: readonly ParsedLine[],
  options: PricingOptions = {},
): PricedCart {
  const t = getT('pricing');
  const pro = isProfessional(caller);
  const pricedLines = lines.map((line) => priceLine(line, data, pro, t));
  const ok = pricedLines.filter((line) => line.status === 'ok');
  const subtotalTtc = ok.reduce((sum, line) => sum + line.totalTtc, 0);
  const weightGrams = ok.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
  const classes = new Set<TransportClass>(
    ok.flatMap((line) => line.kitTransportClasses ?? [line.transportClass]),
  );
  const country = isDestination(options.country) ? options.country : 'FR';

  const quote =
    ok.length > 0
      ? quoteShipping(data.carriers, {
          country,
          weightGrams,
          classes,
          merchandiseCents: subtotalTtc,
        })
      : { options: [], excluded: [] };
  const selected =
    quote.options.find((o) => o.carrierCode === options.carrierCode) ?? quote.options[0] ?? null;

  const outcome = applyPromotion(
    data.promotions,
    options.promoCode,
    subtotalTtc,
    selected?.priceCents ?? 0,
    {
      buyer: data.buyer ?? null,
      professional: pro,
      proPriced: ok.some((line) => line.retailUnitTtc !== null),
      lines: eligibleLines(lines, pricedLines, data),
    },
  );
  // A promotion's shipping part is not a discount: the shipping charged is what is left of it
  // (« Livraison offerte » at 0), the discount what comes off the lines, never more than them
  // (a fixed amount above the lines takes the rest off the shipping).
  const promoted = outcome.status === 'applied' ? outcome.discountCents : 0;
  const onShipping = outcome.status === 'applied' ? outcome.shippingDiscountCents : 0;
  const discountTtc = Math.min(promoted - onShipping, subtotalTtc);
  const shippingTtc = (selected?.priceCents ?? 0) - (promoted - discountTtc);
  const amounts = orderAmounts({
    lines: ok.map((line) => ({ ttc: line.totalTtc, rateBp: VAT_RATE_BP })),
    discountTtc,
    shippingTtc,
  });
  const lineHt = new Map(ok.map((line, i) => [line.key, amounts.lines[i]!.ht]));
  const summary = summaryRows(amounts, {
    professional: pro,
    promotionCode: outcome.status === 'applied' ? outcome.code : null,
    carrierName: selected?.carrierName ?? null,
    shippingOffered: selected !== null && shippingTtc === 0,
  });
  return {
    caller: caller.kind,
    professional: pro,
    lines: pricedLines.map((line) =>
      line.status === 'ok' ? { ...line, totalHt: lineHt.get(line.key) ?? line.totalHt } : line,
    ),
    itemCount: ok.reduce((sum, line) => sum + line.quantity, 0),
    subtotalTtc,
    discountTtc,
    shipping: {
      country,
      selected,
      options: quote.options,
      excluded: quote.excluded,
      unavailable: ok.length > 0 && !selected ? getT('shipping')('noCarrier') : null,
      weightGrams,
    },
    shippingTtc,
    promotion: { ...outcome, message: promotionMessage(outcome) },
    totalTtc: amounts.total.ttc,
    totalHt: amounts.total.ht,
    totalTva: amounts.total.vat,
    summary,
  };
}
