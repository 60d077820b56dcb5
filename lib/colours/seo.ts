/**
 * Search-engine markup of colour pages (spec section 9 constants): JSON-LD Product with an
 * AggregateOffer over the product types, and the BreadcrumbList. Pure; pages pass absolute URLs.
 */
import { shippingDetails } from '@/lib/seo/json-ld';
import { advertisedShipping } from '@/lib/shipping/advertised';
import type { Carrier } from '@/lib/shipping/types';
import { COLOUR_PRODUCT_KEYS, colourPaintFamilies } from './paint-types';
import { priceRange, type PaintConfig } from './pricing';
import type { Colour } from './types';

export const OFFER_VALIDITY_DAYS = 30;
export const SHIPPING_DESTINATIONS = ['FR', 'BE', 'LU'] as const;

export type JsonLd = Record<string, unknown>;

/** « 2025-07-01 » thirty days after `now`. */
export function offerValidUntil(now: Date): string {
  const until = new Date(now.getTime() + OFFER_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
  return until.toISOString().slice(0, 10);
}

/** Product JSON-LD; null offers are left out when no product type has a price for the colour. */
export function colourProductJsonLd(input: {
  colour: Colour;
  url: string;
  name: string;
  description: string;
  configs: Record<string, PaintConfig>;
  validUntil: string;
  imageUrl?: string | null;
  /** Carriers and rates (lib/shipping): each offer's shipping details come from them. */
  carriers?: readonly Carrier[];
}): JsonLd {
  const families = colourPaintFamilies(input.colour);
  const offers: JsonLd[] = [];
  const prices: number[] = [];
  for (const key of COLOUR_PRODUCT_KEYS) {
    const config = input.configs[key];
    if (!config) continue;
    const range = priceRange(config, families);
    if (!range) continue;
    prices.push(range.low, range.high);
    offers.push({
      '@type': 'Offer',
      name: config.title,
      url: `${input.url}?type=${key}`,
      price: range.low.toFixed(2),
      priceCurrency: 'EUR',
      priceValidUntil: input.validUntil,
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      shippingDetails: shippingDetails(
        advertisedShipping(input.carriers ?? [], Math.round(range.low * 100)),
      ),
    });
  }
  const product: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    sku: input.colour.code,
    color: input.colour.name,
    category: 'Peinture automobile',
    url: input.url,
  };
  if (input.imageUrl) product.image = input.imageUrl;
  if (input.colour.manufacturer) {
    product.brand = { '@type': 'Brand', name: input.colour.manufacturer.name };
  }
  if (offers.length > 0) {
    product.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      offerCount: offers.length,
      availability: 'https://schema.org/InStock',
      offers,
    };
  }
  return product;
}

export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no tag can close it. */
export function serialiseJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
