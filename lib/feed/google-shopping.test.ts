import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { advertisedShipping } from '@/lib/shipping/advertised';
import { CARRIERS } from '@/tests/support/pricing-data';
import {
  buildGoogleShoppingFeed,
  escapeXml,
  FEED_REQUIRED_FIELDS,
  feedPrice,
  type FeedItem,
} from './google-shopping';

const channel = {
  title: 'Nuancier & Cie',
  link: 'https://www.nuancier.fr/',
  description: 'Peinture automobile',
};

const base: FeedItem = {
  id: 'p1',
  title: 'Mastic polyester « Pro » <1 kg> & durcisseur',
  description: 'Mastic garnissant \u0001pour l’atelier',
  link: 'https://www.nuancier.fr/product/mastic?x=1&y=2',
  imageLink: 'https://www.nuancier.fr/images/products/mastic.svg',
  availability: 'in_stock',
  priceCents: 1290,
  brand: 'Sikkens',
  mpn: 'MAS-1',
  googleProductCategory:
    'Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Maintenance, Care & Decor > Vehicle Paint',
};

const items: FeedItem[] = [
  base,
  { ...base, id: 'v1', itemGroupId: 'p2', title: 'Vernis 1 L', availability: 'out_of_stock' },
  { ...base, id: 'v2', itemGroupId: 'p2', title: 'Vernis 5 L', mpn: null, priceCents: 5 },
];

type Item = Record<string, unknown>;

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
  const list = doc.rss.channel.item;
  return { doc, items: (Array.isArray(list) ? list : [list]) as Item[] };
}

describe('buildGoogleShoppingFeed', () => {
  const xml = buildGoogleShoppingFeed(channel, items, CARRIERS);
  const { doc, items: parsed } = parse(xml);

  it('is RSS 2.0 in the Google Merchant namespace', () => {
    expect(doc.rss['@_version']).toBe('2.0');
    expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(doc.rss.channel.title).toBe('Nuancier & Cie');
  });

  it('gives every item the required fields', () => {
    expect(parsed).toHaveLength(3);
    for (const item of parsed) {
      for (const field of FEED_REQUIRED_FIELDS)
        expect(item[field], `${item['g:id']} ${field}`).toBeTruthy();
      expect(item['g:condition']).toBe('new');
      expect(String(item['g:price'])).toMatch(/^\d+\.\d{2} EUR$/);
      expect(['in_stock', 'out_of_stock']).toContain(item['g:availability']);
      expect(Boolean(item['g:mpn']) || item['g:identifier_exists'] === 'no').toBe(true);
      const shipping = item['g:shipping'] as unknown as Record<string, string>[];
      expect(shipping.map((s) => s['g:country'])).toEqual(['FR', 'BE']);
    }
  });

  it('escapes text and drops forbidden characters', () => {
    expect(parsed[0]?.title).toBe(base.title);
    expect(parsed[0]?.link).toBe(base.link);
    expect(parsed[0]?.description).toBe('Mastic garnissant pour l’atelier');
    expect(xml).toContain('&lt;1 kg&gt; &amp; durcisseur');
  });

  it('groups variants and says when there is no reference code', () => {
    expect(parsed[0]?.['g:item_group_id']).toBeUndefined();
    expect(parsed[1]?.['g:item_group_id']).toBe('p2');
    expect(parsed[2]?.['g:identifier_exists']).toBe('no');
    expect(parsed[2]?.['g:mpn']).toBeUndefined();
    expect(parsed[2]?.['g:price']).toBe('0.05 EUR');
  });

  it('prints the standard carrier’s rate per destination, the same the cart uses', () => {
    for (const [index, item] of parsed.entries()) {
      const shipping = item['g:shipping'] as unknown as Record<string, string>[];
      const expected = advertisedShipping(CARRIERS, items[index]!.priceCents);
      expect(shipping.map((s) => s['g:price'])).toEqual(
        expected.map((e) => `${(e.priceCents / 100).toFixed(2)} EUR`),
      );
      expect(String(item['g:min_handling_time'])).toBe('1');
    }
  });

  it('still parses with no item at all', () => {
    const empty = buildGoogleShoppingFeed(channel, [], CARRIERS);
    expect(XMLValidator.validate(empty)).toBe(true);
  });
});

describe('helpers', () => {
  it('formats prices and escapes the five XML characters', () => {
    expect(feedPrice(1234)).toBe('12.34 EUR');
    expect(feedPrice(0)).toBe('0.00 EUR');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });
});
