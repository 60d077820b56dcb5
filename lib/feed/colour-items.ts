/**
 * Colour paint in the Google Shopping feed (pure). One item per single-tone colour: the pot,
 * priced as the colour page shows it on arrival (first available paint type, first volume), so
 * the feed and the landing page agree. Mixed to order: no GTIN/MPN, identifier_exists no.
 * The item shape is the feed builder's FeedItem (lib/feed/google-shopping.ts).
 */
import type { FeedItem } from './google-shopping';
import { initialSelection } from '@/lib/colours/configurator';
import { priceFor, type PaintConfig } from '@/lib/colours/pricing';
import { isTwoTone } from '@/lib/colours/slug';
import { absoluteUrl } from '@/lib/urls';
import type { ColourListing } from '@/lib/colours/types';

const COLOUR_GOOGLE_CATEGORY =
  'Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Maintenance, Care & Decor > Vehicle Paint';
export const FEED_PRODUCT_KEY = 'peinture-pot';
const FALLBACK_FEED_IMAGE = '/images/placeholder-product.svg';

export type ColourFeedItem = FeedItem;

export function colourFeedItemsFrom(input: {
  colours: ColourListing[];
  config: PaintConfig | undefined;
  imagePath: string | undefined;
  siteUrl: string;
  shopName: string;
  describe: (colour: ColourListing) => string;
}): ColourFeedItem[] {
  const { config } = input;
  if (!config) return [];
  const image = absoluteUrl(input.siteUrl, input.imagePath ?? FALLBACK_FEED_IMAGE);
  const items: ColourFeedItem[] = [];
  for (const colour of input.colours) {
    if (isTwoTone(colour.name)) continue;
    const selection = initialSelection(FEED_PRODUCT_KEY, config, colour);
    const price = priceFor(config, selection.volume, selection.paintType);
    if (price.ttcCents <= 0) continue;
    const maker = colour.manufacturerName ? `${colour.manufacturerName} ` : '';
    items.push({
      id: `couleur-${colour.id}-pot`,
      title: `${config.title} ${maker}${colour.code} ${colour.name}`,
      description: input.describe(colour),
      link: absoluteUrl(input.siteUrl, `${colour.url}?type=${FEED_PRODUCT_KEY}`),
      imageLink: image,
      availability: 'in_stock',
      priceCents: price.ttcCents,
      brand: colour.manufacturerName ?? input.shopName,
      mpn: null,
      googleProductCategory: COLOUR_GOOGLE_CATEGORY,
      productType: 'Peinture à la teinte > Pot',
    });
  }
  return items;
}
