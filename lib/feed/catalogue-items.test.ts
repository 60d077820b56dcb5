import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { CARRIERS } from '@/tests/support/pricing-data';
import { buildGoogleShoppingFeed, FEED_REQUIRED_FIELDS } from '@/lib/feed/google-shopping';
import { feedItemsFromProducts, googleCategoryOf } from './catalogue-items';
import type { FeedProduct } from '@/lib/catalogue/types';

const SITE = 'https://www.nuancier.fr';

const simple: FeedProduct = {
  id: 'p1',
  slug: 'mastic-polyester',
  name: 'Mastic polyester',
  description: 'Mastic garnissant.',
  referenceCode: 'MAS-1',
  image: '/images/products/mastic-polyester.svg',
  priceTtc: 1290,
  stockQuantity: 0,
  unlimitedStock: false,
  brandName: 'Polytech',
  category: { slug: 'mastics', name: 'Mastics', section: 'carrosserie' },
  variants: [],
};

const withVariants: FeedProduct = {
  ...simple,
  id: 'p2',
  slug: 'diluant',
  name: 'Diluant',
  description: null,
  referenceCode: null,
  image: null,
  brandName: null,
  unlimitedStock: false,
  category: { slug: 'epi', name: 'EPI', section: 'equipement' },
  variants: [
    { id: 'v1', name: '1 L', referenceCode: 'DIL-1', priceTtc: 990, stockQuantity: 4 },
    { id: 'v5', name: '5 L', referenceCode: null, priceTtc: 3990, stockQuantity: 0 },
  ],
};

describe('feedItemsFromProducts', () => {
  const items = feedItemsFromProducts([simple, withVariants], SITE);

  it('gives a product without variants one item, out of stock included', () => {
    expect(items[0]).toMatchObject({
      id: 'p1',
      title: 'Mastic polyester',
      link: 'https://www.nuancier.fr/product/mastic-polyester',
      imageLink: 'https://www.nuancier.fr/images/products/mastic-polyester.svg',
      availability: 'out_of_stock',
      priceCents: 1290,
      brand: 'Polytech',
      mpn: 'MAS-1',
      productType: 'Produits carrosserie > Mastics',
    });
    expect(items[0]?.itemGroupId).toBeUndefined();
  });

  it('gives one item per variant, grouped by the product, with its own link and price', () => {
    expect(items.slice(1)).toEqual([
      expect.objectContaining({
        id: 'v1',
        title: 'Diluant – 1 L',
        link: 'https://www.nuancier.fr/product/diluant?variante=v1',
        availability: 'in_stock',
        priceCents: 990,
        mpn: 'DIL-1',
        itemGroupId: 'p2',
      }),
      expect.objectContaining({ id: 'v5', availability: 'out_of_stock', mpn: null }),
    ]);
  });

  it('falls back to the name, the placeholder picture and the shop as brand', () => {
    expect(items[1]?.description).toBe('Diluant');
    expect(items[1]?.imageLink).toBe('https://www.nuancier.fr/images/placeholder-product.svg');
    expect(items[1]?.brand).toBe('Nuancier');
  });

  it('maps sections to Google categories, protective gear apart', () => {
    expect(googleCategoryOf(simple.category)).toContain('Vehicle Paint');
    expect(googleCategoryOf(withVariants.category)).toBe(
      'Business & Industrial > Work Safety Protective Gear',
    );
    expect(googleCategoryOf({ slug: 'polish', name: 'Polish', section: 'detailing' })).toContain(
      'Vehicle Cleaning',
    );
  });

  it('prints a feed whose every item has the required fields', () => {
    const xml = buildGoogleShoppingFeed(
      { title: 't', link: SITE, description: 'd' },
      items,
      CARRIERS,
    );
    const parsed = new XMLParser({ parseTagValue: false }).parse(xml);
    const list = parsed.rss.channel.item as Record<string, unknown>[];
    expect(list).toHaveLength(3);
    for (const item of list) {
      for (const field of FEED_REQUIRED_FIELDS) expect(item[field], field).toBeTruthy();
    }
  });
});
