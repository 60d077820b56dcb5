/**
 * Search-engine markup of colour pages (spec section 9 constants): JSON-LD Product with an
 * AggregateOffer over the product types, from the shop's JSON-LD parts (lib/seo/json-ld.ts:
 * shipping details, availability, the serialiser). Pure; pages pass absolute URLs.
 */
import { decimalString } from '@/lib/money';
import { SEO } from '@/lib/seo/constants';
import { schemaAvailability, shippingDetails, type JsonLd } from '@/lib/seo/json-ld';
import { advertisedShipping } from '@/lib/shipping/advertised';
import type { Carrier } from '@/lib/shipping/types';
import { COLOUR_PRODUCT_KEYS, colourPaintFamilies } from './paint-types';
import { priceRange, type PaintConfig } from './pricing';
import type { Colour } from './types';

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
      price: decimalString(range.low),
      priceCurrency: SEO.currency,
      priceValidUntil: input.validUntil,
      availability: schemaAvailability(true),
      itemCondition: 'https://schema.org/NewCondition',
      shippingDetails: shippingDetails(advertisedShipping(input.carriers ?? [], range.low)),
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
      priceCurrency: SEO.currency,
      lowPrice: decimalString(Math.min(...prices)),
      highPrice: decimalString(Math.max(...prices)),
      offerCount: offers.length,
      availability: schemaAvailability(true),
      offers,
    };
  }
  return product;
}
