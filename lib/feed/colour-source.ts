import 'server-only';
import { getDb } from '@/lib/db/client';
import { getT } from '@/lib/i18n/server';
import { colourText } from '@/lib/colours/text';
import { colourFeedItemsFrom, FEED_PRODUCT_KEY, type ColourFeedItem } from './colour-items';
import { getCustomPaintImages, getPaintConfigs } from '@/lib/colours/paint-queries';
import { listColourListings } from '@/lib/colours/lists';

/**
 * At most this many colours go into the feed (the demo catalogue has ~1,700; the large one
 * 100,000, which would make a feed of about 80 MB).
 */
const MAX_FEED_COLOURS = 10_000;

/**
 * The colour part of the Google Shopping feed: lib/feed/feed.ts concatenates it inside its
 * cached read (tagged for colours, paint configurations and products too).
 */
export async function colourFeedItems(siteUrl: string): Promise<ColourFeedItem[]> {
  const t = colourText();
  const meta = getT('meta');
  const [colours, configs, images] = await Promise.all([
    listColourListings(getDb(), MAX_FEED_COLOURS),
    getPaintConfigs(getDb()),
    getCustomPaintImages(getDb()),
  ]);
  return colourFeedItemsFrom({
    colours,
    config: configs[FEED_PRODUCT_KEY],
    imagePath: images[FEED_PRODUCT_KEY],
    siteUrl,
    shopName: meta('siteName'),
    describe: (colour) =>
      `${t('seo.p1', {
        name: colour.name,
        code: colour.code,
        maker: colour.manufacturerName ?? t('info.unknownMaker'),
      })} ${t('seo.p2')}`,
  });
}
