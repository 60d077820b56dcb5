/** The catalogue facts one cart is priced from (loaded by lib/pricing/load.ts), and the result. */
import type { Caller } from '@/lib/auth/caller';
import type { SummaryRow } from './breakdown';
import type { LineColour } from '@/lib/colours/cart-line';
import type { ColourAvailability } from '@/lib/colours/paint-types';
import type { PaintConfig } from '@/lib/colours/pricing';
import type { LineShade } from '@/lib/colours/shades';
import type { Promotion } from '@/lib/promotions/types';
import type { PromotionOutcome } from '@/lib/promotions/apply';
import type { BuyerHistory } from '@/lib/promotions/eligibility';
import type { ExcludedCarrier, ShippingOption } from '@/lib/shipping/quote';
import type { PaintTransportClasses } from '@/lib/shipping/transport';
import type { Carrier, TransportClass } from '@/lib/shipping/types';
import type { PricingKit } from '@/lib/kits/types';

export type PricingProduct = {
  id: string;
  name: string;
  slug: string;
  referenceCode: string | null;
  image: string | null;
  priceTtc: number;
  /** products.pro_price_ttc: the professional price of the product itself. */
  proPriceTtc: number | null;
  stockQuantity: number;
  unlimitedStock: boolean;
  /** is_active and visible_in_frontend. */
  sellable: boolean;
  hasVariants: boolean;
  weightKg: number | null;
  transportClass: TransportClass;
  /** 2K product (REACH Annex XVII entry 74). */
  containsDiisocyanates: boolean;
  brandId: string | null;
  categoryIds: string[];
};

export type PricingVariant = {
  id: string;
  productId: string;
  name: string;
  referenceCode: string | null;
  priceTtc: number;
  stockQuantity: number;
  isActive: boolean;
};

export type PricingColour = LineColour &
  ColourAvailability & {
    isActive: boolean;
    /** A two-tone colour's tone codes in tone order (null: that tone is not sold alone). */
    toneCodes?: ReadonlyArray<string | null> | null;
    /** The swatch the cart draws for its lines (paint_colors.css_preview). */
    cssPreview?: string | null;
    /** Shade variants of the code (issue 41 §1): a line's variant must be one of them. */
    shades?: ReadonlyArray<LineShade>;
  };

export type PricingConfig = PaintConfig & {
  isActive: boolean;
  transportClasses: PaintTransportClasses;
};

/** Professional prices (verified professionals only). */
export type ProRules = {
  brandPercent: Map<string, number>;
  categoryPercent: Map<string, number>;
  productPrice: Map<string, number>;
  variantPrice: Map<string, number>;
};

export type PricingData = {
  products: Map<string, PricingProduct>;
  variants: Map<string, PricingVariant>;
  colours: Map<string, PricingColour>;
  /** By product key and by id. */
  configs: Map<string, PricingConfig>;
  pro: ProRules;
  promotions: readonly Promotion[];
  carriers: readonly Carrier[];
  /** The signed-in buyer's orders and promotion uses (absent: a visitor, or not read). */
  buyer?: BuyerHistory;
  /** The repair kits of the cart's kit lines (lib/kits), by id. */
  kits?: Map<string, PricingKit>;
  /** The test card's price (issue 41 §2), read when the cart holds one. */
  testCardPriceCents?: number;
};

export type PricingOptions = {
  promoCode?: string | null;
  country?: string | null;
  carrierCode?: string | null;
};

export type PricedLine = {
  key: string;
  status: 'ok' | 'unavailable';
  /** French text: why the line is unavailable, or what changed (quantity lowered). */
  message: string | null;
  name: string;
  details: string | null;
  /** Custom paint: the colour's code and name (the tone's for one tone of a two-tone). */
  colour: {
    code: string;
    name: string;
    cssPreview?: string | null;
    /** The shade variant chosen (issue 41 §1), checked to be one of the colour's. */
    shade?: LineShade | null;
  } | null;
  href: string | null;
  image: string | null;
  referenceCode: string | null;
  quantity: number;
  /** Set when the server lowered the quantity (stock, maximum): the cart should follow. */
  adjustedQuantity: number | null;
  unitTtc: number;
  unitHt: number;
  totalTtc: number;
  totalHt: number;
  /** The retail unit price when a professional price applies (else null). */
  retailUnitTtc: number | null;
  /** Stock left (null: unlimited or made to order). */
  stock: number | null;
  weightGrams: number;
  transportClass: TransportClass;
  isCustomPaint: boolean;
  /** A 2K product: the checkout asks for the diisocyanate training confirmation. */
  containsDiisocyanates: boolean;
  /** A repair kit's line: every transport class of its parts (the carriers must take them all). */
  kitTransportClasses?: TransportClass[];
};

export type PricedCart = {
  caller: Caller['kind'];
  professional: boolean;
  lines: PricedLine[];
  itemCount: number;
  subtotalTtc: number;
  /** Taken off the lines (TTC); a promotion's shipping part is in `shippingTtc` instead. */
  discountTtc: number;
  shipping: {
    country: string;
    selected: ShippingOption | null;
    options: ShippingOption[];
    excluded: ExcludedCarrier[];
    /** French text when no carrier can take this cart. */
    unavailable: string | null;
    weightGrams: number;
  };
  /** The shipping charged (TTC), after a promotion's shipping part. */
  shippingTtc: number;
  promotion: PromotionOutcome & { message: string | null };
  totalTtc: number;
  totalHt: number;
  totalTva: number;
  /** The summary every screen prints (lib/pricing/breakdown.ts). */
  summary: SummaryRow[];
};

/** A price as a page shows it to a verified professional (`GET /api/pricing/pro`). */
export type ShownProPrice = {
  ttc: number;
  ht: number;
  /** The retail price it replaces. */
  retailTtc: number;
};

/** A product's professional prices: the card's (the cheapest variant's), and each variant's. */
export type ShownProProduct = ShownProPrice & {
  /** The variants' professional prices differ (the card says « À partir de »). */
  from: boolean;
  variants: Record<string, ShownProPrice>;
};
