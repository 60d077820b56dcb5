/**
 * The CLP block and the GPSR block as the server renders them (issue 39 §2 and §3): each
 * pictogram an image named by its meaning, the signal word, the statements with their texts,
 * the label notice; nothing for a product that is not classified.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_HAZARD, PICTOGRAMS } from '@/lib/hazard/codes';
import { shopAsManufacturer } from '@/lib/hazard/manufacturer';
import { GhsPictogram } from './ghs-pictogram';
import { HazardBlock } from './hazard-block';
import { ManufacturerBlock } from './manufacturer-block';

describe('HazardBlock', () => {
  it('shows pictograms, signal word, statements and the label notice', () => {
    const html = renderToStaticMarkup(
      createElement(HazardBlock, {
        id: 'h',
        label: {
          pictograms: ['GHS02', 'GHS07'],
          signalWord: 'danger',
          statements: ['H222', 'H229'],
        },
      }),
    );
    expect(html).toContain('aria-labelledby="h-heading"');
    expect(html).toContain('role="img" aria-label="GHS02 : inflammable"');
    expect(html).toContain('role="img" aria-label="GHS07 : nocif ou irritant"');
    expect(html).toMatch(/data-testid="hazard-signal">Danger</);
    expect(html).toContain('H222</span> : Aérosol extrêmement inflammable.');
    expect(html).toContain('Respectez les informations figurant sur l&#x27;étiquette du produit');
  });

  it('renders nothing for a product that is not classified', () => {
    expect(renderToStaticMarkup(createElement(HazardBlock, { id: 'h', label: NO_HAZARD }))).toBe(
      '',
    );
  });

  it('draws every pictogram as a red diamond with its own symbol', () => {
    const symbols = PICTOGRAMS.map((code) => {
      const html = renderToStaticMarkup(createElement(GhsPictogram, { code }));
      expect(html).toContain('stroke="#e30613"');
      return html.replace(/GHS0\d[^"<]*/g, '');
    });
    expect(new Set(symbols).size).toBe(PICTOGRAMS.length);
  });
});

describe('ManufacturerBlock', () => {
  it('names the shop, with its address and e-mail, as the maker of the paint it mixes', () => {
    const html = renderToStaticMarkup(
      createElement(ManufacturerBlock, {
        manufacturer: shopAsManufacturer(),
        warnings: null,
        shopMade: true,
      }),
    );
    expect(html).toContain('Nuancier SAS');
    expect(html).toContain('12 rue des Carrossiers, 69007 Lyon, France');
    expect(html).toContain('Courriel : contact@nuancier.fr');
    expect(html).not.toContain('Personne responsable');
  });

  it('adds the EU responsible person and the safety warnings', () => {
    const contact = { name: 'Maker Inc.', address: '1 Main St, Boston', email: 'a@maker.example' };
    const html = renderToStaticMarkup(
      createElement(ManufacturerBlock, {
        manufacturer: {
          maker: contact,
          responsible: {
            name: 'Maker EU BV',
            address: 'Stroomweg 1, Eindhoven',
            email: 'eu@maker.example',
          },
        },
        warnings: 'Tenir hors de portée des enfants.',
      }),
    );
    expect(html).toContain('Personne responsable dans l&#x27;Union européenne');
    expect(html).toContain('Maker EU BV');
    expect(html).toContain('Tenir hors de portée des enfants.');
    expect(
      renderToStaticMarkup(
        createElement(ManufacturerBlock, { manufacturer: null, warnings: null }),
      ),
    ).toBe('');
  });
});
