import 'server-only';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { catalogueFeedItems } from './catalogue-items';
import { colourFeedItems } from './colour-source';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { loadCarriers } from '@/lib/shipping/queries';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { absoluteUrl } from '@/lib/urls';
import { buildGoogleShoppingFeed, type FeedItem } from './google-shopping';

/**
 * The whole feed, cached. Each item source adds its items here (catalogue products and
 * variants, then colour paints from lib/colours).
 */
export async function googleShoppingFeedXml(): Promise<string> {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.products, TAGS.colours, TAGS.paintProductConfigs, TAGS.shipping],
      life: 'hours',
      failure: 'flux Google Shopping : lecture du catalogue impossible',
    },
    async () => {
      const t = getCatalogueT();
      const siteUrl = env.SITE_URL;
      const [products, colours, carriers] = await Promise.all([
        catalogueFeedItems(siteUrl),
        colourFeedItems(siteUrl),
        loadCarriers(getDb()),
      ]);
      const items: FeedItem[] = [...products, ...colours];
      return buildGoogleShoppingFeed(
        {
          title: t('feed.title'),
          link: absoluteUrl(siteUrl, '/'),
          description: t('feed.description'),
        },
        items,
        carriers,
      );
    },
  );
}
