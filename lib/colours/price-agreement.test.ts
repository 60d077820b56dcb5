/**
 * One price, to the cent, wherever a colour paint is priced: the colour page's configurator, the
 * cart line it adds, the JSON-LD offer and the Google Shopping item, for every configuration of
 * the demo data and any colour (fast-check draws the colour's paint families and the shopper's
 * choice of volume and paint type).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colourFeedItemsFrom, FEED_PRODUCT_KEY } from '@/lib/feed/colour-items';
import { eurosToCents, formatCents } from '@/lib/money';
import { PAINT_CONFIGS } from '../../supabase/seed/data/paint';
import { buildColourLine } from './cart-line';
import { initialSelection, offeredPaintTypes, selectionPrice } from './configurator';
import { toPaintConfig } from './pricing';
import { colourProductJsonLd } from './seo';
import type { Colour, ColourListing } from './types';

const configs = Object.fromEntries(
  PAINT_CONFIGS.map((seed, index) => [
    seed.productKey,
    toPaintConfig({ id: `cfg-${index}`, ...seed }),
  ]),
);
const keys = Object.keys(configs);

const families = fc.record({
  availableWater: fc.boolean(),
  availableSolvent: fc.boolean(),
  availableGlossDirect: fc.boolean(),
});

function colourOf(flags: {
  availableWater: boolean;
  availableSolvent: boolean;
  availableGlossDirect: boolean;
}): Colour & ColourListing {
  return {
    id: 'c1',
    code: 'QNG',
    name: 'Gris Platine',
    category: 'auto',
    cssPreview: null,
    imageUrl: null,
    manufacturer: { id: 'm1', name: 'Renault', slug: 'renault' },
    manufacturerName: 'Renault',
    manufacturerSlug: 'renault',
    url: '/catalogue-couleur/auto/renault/qng-gris-platine',
    specialEffect: null,
    legacyCode: null,
    ...flags,
  };
}

/** A configuration, a colour, and a choice among what the page offers for them. */
const choice = fc
  .record({ key: fc.constantFrom(...keys), flags: families, v: fc.nat(), t: fc.nat() })
  .map(({ key, flags, v, t }) => {
    const config = configs[key]!;
    const colour = colourOf(flags);
    const types = offeredPaintTypes(config, colour);
    const volume = config.volumes[v % config.volumes.length] ?? null;
    const paintType = types.length > 0 ? types[t % types.length]!.value : null;
    return { key, config, colour, selection: { productKey: key, volume, paintType } };
  });

describe('colour paint prices agree to the cent', () => {
  it('the demo data has every product type priced', () => {
    expect(keys).toEqual(
      expect.arrayContaining(['peinture-pot', 'peinture-bombe', 'peinture-stylo', 'stylo-vernis']),
    );
  });

  it('colour page and cart line', () => {
    fc.assert(
      fc.property(choice, ({ config, colour, selection }) => {
        const page = selectionPrice(selection, config);
        expect(Number.isInteger(page.ttcCents) && Number.isInteger(page.htCents)).toBe(true);
        if (!selection.volume || page.ttcCents <= 0) return;
        const line = buildColourLine({
          colour,
          config,
          paintType: selection.paintType,
          volume: selection.volume,
        });
        expect(eurosToCents(line.price)).toBe(page.ttcCents);
        expect(formatCents(eurosToCents(line.price))).toBe(formatCents(page.ttcCents));
      }),
      { numRuns: 500 },
    );
  });

  it('colour page on arrival and feed item', () => {
    const pot = configs[FEED_PRODUCT_KEY]!;
    fc.assert(
      fc.property(families, (flags) => {
        const colour = colourOf(flags);
        const page = selectionPrice(initialSelection(FEED_PRODUCT_KEY, pot, colour), pot);
        const items = colourFeedItemsFrom({
          colours: [colour],
          config: pot,
          imagePath: undefined,
          siteUrl: 'https://nuancier.fr',
          shopName: 'Nuancier',
          describe: (c) => c.name,
        });
        if (page.ttcCents <= 0) expect(items).toEqual([]);
        else expect(items.map((i) => i.priceCents)).toEqual([page.ttcCents]);
      }),
    );
  });

  it('colour page and JSON-LD offer: the offer is the lowest price the page can show', () => {
    fc.assert(
      fc.property(families, (flags) => {
        const colour = colourOf(flags);
        const data = colourProductJsonLd({
          colour,
          url: 'https://nuancier.fr/x',
          name: 'x',
          description: 'x',
          configs,
          validUntil: '2026-12-31',
        });
        const offers = ((data.offers as { offers?: Array<{ url: string; price: string }> })
          ?.offers ?? []) as Array<{ url: string; price: string }>;
        for (const offer of offers) {
          const key = offer.url.split('?type=')[1]!;
          const config = configs[key]!;
          const types = offeredPaintTypes(config, colour).map((t) => t.value);
          const shown = config.volumes.flatMap((volume) =>
            (types.length > 0 ? types : [null]).map(
              (paintType) =>
                selectionPrice({ productKey: key, volume, paintType }, config).ttcCents,
            ),
          );
          const lowest = Math.min(...shown.filter((c) => c > 0));
          expect(Math.round(Number(offer.price) * 100)).toBe(lowest);
        }
      }),
    );
  });
});
