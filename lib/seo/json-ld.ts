/**
 * The shop's one JSON-LD module (schema.org): Product with its Offers, the offers' shipping
 * details and last valid day, BreadcrumbList, Organization, and the one serialiser `jsonLdText`.
 * Pure functions of their inputs (the date is passed in). The colour pages' AggregateOffer is
 * built in lib/colours/seo.ts from these parts.
 */
import { decimalString } from '@/lib/money';
import { advertisedShipping, type AdvertisedShipping } from '@/lib/shipping/advertised';
import type { Carrier } from '@/lib/shipping/types';
import { absoluteUrl } from '@/lib/urls';
import { ORGANIZATION, SEO } from './constants';

export type JsonLd = Record<string, unknown>;

/** Euros with two decimals, as schema.org and Google expect (« 12.34 »). */
export function decimalPrice(cents: number): string {
  return decimalString(cents);
}

/** The offer's last valid day: `now` + 30 days, as YYYY-MM-DD. */
export function priceValidUntil(now: Date): string {
  const end = new Date(now.getTime() + SEO.offerValidityDays * 24 * 60 * 60 * 1000);
  return end.toISOString().slice(0, 10);
}

/**
 * One OfferShippingDetails per destination, from the standard carrier's rates
 * (`advertisedShipping`): the same rates the cart prices with, never a second constant.
 */
export function shippingDetails(shipping: readonly AdvertisedShipping[]): JsonLd[] {
  return shipping.map((s) => ({
    '@type': 'OfferShippingDetails',
    shippingRate: {
      '@type': 'MonetaryAmount',
      value: decimalString(s.priceCents),
      currency: SEO.currency,
    },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: s.country },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: {
        '@type': 'QuantitativeValue',
        minValue: s.handling.min,
        maxValue: s.handling.max,
        unitCode: 'DAY',
      },
      transitTime: {
        '@type': 'QuantitativeValue',
        minValue: s.transit.min,
        maxValue: s.transit.max,
        unitCode: 'DAY',
      },
    },
  }));
}

/** schema.org availability URL of an offer. */
export function schemaAvailability(inStock: boolean): string {
  return inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

export type OfferInput = {
  url: string;
  priceTtc: number;
  inStock: boolean;
  sku?: string | null;
  name?: string | null;
};

export function offerJsonLd(
  offer: OfferInput,
  siteUrl: string,
  validUntil: string,
  carriers: readonly Carrier[] = [],
): JsonLd {
  const shipping = shippingDetails(advertisedShipping(carriers, offer.priceTtc));
  return {
    '@type': 'Offer',
    ...(offer.name ? { name: offer.name } : {}),
    ...(offer.sku ? { sku: offer.sku } : {}),
    url: absoluteUrl(siteUrl, offer.url),
    price: decimalPrice(offer.priceTtc),
    priceCurrency: SEO.currency,
    priceValidUntil: validUntil,
    availability: schemaAvailability(offer.inStock),
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: ORGANIZATION.name },
    ...(shipping.length > 0 ? { shippingDetails: shipping } : {}),
  };
}

export type ProductJsonLdInput = {
  name: string;
  description?: string | null;
  path: string;
  images: string[];
  sku?: string | null;
  brand?: string | null;
  category?: string | null;
  offers: OfferInput[];
};

export function productJsonLd(
  product: ProductJsonLdInput,
  siteUrl: string,
  validUntil: string,
  carriers: readonly Carrier[] = [],
): JsonLd {
  const offers = product.offers.map((o) => offerJsonLd(o, siteUrl, validUntil, carriers));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url: absoluteUrl(siteUrl, product.path),
    image: product.images.map((image) => absoluteUrl(siteUrl, image)),
    ...(product.sku ? { sku: product.sku, mpn: product.sku } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category } : {}),
    offers: offers.length === 1 ? offers[0] : offers,
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function organizationJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ORGANIZATION.name,
    legalName: ORGANIZATION.legalName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, ORGANIZATION.logoPath),
    email: ORGANIZATION.email,
    description: ORGANIZATION.description,
    areaServed: SEO.shippingDestinations,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: ORGANIZATION.email,
      availableLanguage: 'French',
      url: absoluteUrl(siteUrl, '/contact'),
    },
  };
}

/** JSON for a <script type="application/ld+json">, with '<' escaped so it cannot end the tag. */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
