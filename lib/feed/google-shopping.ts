/**
 * The Google Merchant feed: items → RSS 2.0 XML in the g: namespace. Pure; item sources
 * (catalogue products and variants, colour paints) build `FeedItem`s and this file prints them.
 */
import { decimalString } from '@/lib/money';
import { SEO } from '@/lib/seo/constants';
import { advertisedShipping } from '@/lib/shipping/advertised';
import type { Carrier } from '@/lib/shipping/types';

const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

type FeedAvailability = 'in_stock' | 'out_of_stock';

export type FeedItem = {
  /** Unique and stable: the variant id for a variant, the product id otherwise. */
  id: string;
  title: string;
  description: string;
  /** Absolute URLs. */
  link: string;
  imageLink: string;
  availability: FeedAvailability;
  /** Tax included, in cents. */
  priceCents: number;
  brand: string;
  /** The reference code; without it the item says identifier_exists no. */
  mpn: string | null;
  googleProductCategory: string;
  /** The shop's own category path (« Produits carrosserie > Vernis »). */
  productType?: string | null;
  /** The product id, for every variant of one product. */
  itemGroupId?: string | null;
};

/** Elements every item carries (Google Merchant required attributes, plus shipping). */
export const FEED_REQUIRED_FIELDS = [
  'g:id',
  'title',
  'description',
  'link',
  'g:image_link',
  'g:availability',
  'g:price',
  'g:brand',
  'g:condition',
  'g:google_product_category',
  'g:shipping',
] as const;

export type FeedChannel = { title: string; link: string; description: string };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML, dropping characters XML 1.0 forbids (control characters). */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] as string);
}

/** « 12.34 EUR » */
export function feedPrice(cents: number): string {
  return `${decimalString(cents)} ${SEO.currency}`;
}

function tag(name: string, value: string | number): string {
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

function itemXml(item: FeedItem, carriers: readonly Carrier[]): string {
  const shipping = advertisedShipping(carriers, item.priceCents);
  const handling = shipping[0]?.handling;
  const lines = [
    tag('g:id', item.id),
    tag('title', item.title.slice(0, 150)),
    tag('description', item.description.slice(0, 5000)),
    tag('link', item.link),
    tag('g:image_link', item.imageLink),
    tag('g:availability', item.availability),
    tag('g:price', feedPrice(item.priceCents)),
    tag('g:brand', item.brand),
    tag('g:condition', 'new'),
    item.mpn ? tag('g:mpn', item.mpn) : tag('g:identifier_exists', 'no'),
    tag('g:google_product_category', item.googleProductCategory),
    ...(item.productType ? [tag('g:product_type', item.productType)] : []),
    ...(item.itemGroupId ? [tag('g:item_group_id', item.itemGroupId)] : []),
    ...(handling
      ? [tag('g:min_handling_time', handling.min), tag('g:max_handling_time', handling.max)]
      : []),
    // The standard carrier's rate per destination, the same rates the cart prices with.
    ...shipping.map((s) =>
      [
        '<g:shipping>',
        tag('g:country', s.country),
        tag('g:service', 'Standard'),
        tag('g:price', feedPrice(s.priceCents)),
        tag('g:min_transit_time', s.transit.min),
        tag('g:max_transit_time', s.transit.max),
        '</g:shipping>',
      ].join(''),
    ),
  ];
  return `<item>\n${lines.map((l) => `  ${l}`).join('\n')}\n</item>`;
}

export function buildGoogleShoppingFeed(
  channel: FeedChannel,
  items: FeedItem[],
  carriers: readonly Carrier[],
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`,
    '<channel>',
    tag('title', channel.title),
    tag('link', channel.link),
    tag('description', channel.description),
    ...items.map((item) => itemXml(item, carriers)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
