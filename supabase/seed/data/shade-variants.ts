/**
 * Demo shade variants of common codes (issue 41 §1), the Renault, Peugeot and Citroën whites
 * and greys first. That a code is mixed in several shades over the years and between plants
 * is a fact of the trade (docs/decisions/shade-variants.md); the variants below — their names,
 * variant codes, years, models and swatches — are DEMO DATA written for the shop's demo, not
 * taken from a maker's or a paint brand's variant deck. The first of each colour is its
 * « standard ».
 */

/** name, variant code, first and last build year, models, swatch. */
type ShadeSeed = [
  name: string,
  code: string | null,
  from: number | null,
  to: number | null,
  models: string,
  hex: string,
];

export type ColourShades = { maker: string; code: string; shades: ShadeSeed[] };

export const SHADE_VARIANTS: ColourShades[] = [
  {
    maker: 'renault',
    code: 'QNG',
    shades: [
      ['standard', null, 2012, null, 'Clio IV, Captur, Mégane III', '#f2f3f1'],
      ['plus claire', 'QNG-V1', 2016, null, 'Clio IV (Bursa), Captur', '#f7f8f6'],
      ['plus jaune', 'QNG-V2', 2012, 2016, 'Mégane III, Scénic III', '#f3f1e6'],
    ],
  },
  {
    maker: 'renault',
    code: 'OV369',
    shades: [
      ['standard', null, 1998, 2012, 'Clio II, Kangoo, Twingo', '#eeefec'],
      ['plus grise', '369-V1', 2003, 2012, 'Kangoo, Master', '#e6e7e4'],
      ['plus jaune', '369-V2', 1998, 2005, 'Clio II, Twingo I', '#efede2'],
    ],
  },
  {
    maker: 'renault',
    code: 'KNG',
    shades: [
      ['standard', null, 2010, null, 'Clio, Mégane, Kadjar', '#a7a9ab'],
      ['plus claire', 'KNG-V1', 2015, null, 'Kadjar, Talisman', '#b2b4b6'],
      ['plus foncée', 'KNG-V2', 2010, 2015, 'Mégane III', '#9b9d9f'],
    ],
  },
  {
    maker: 'renault',
    code: 'TEKNA',
    shades: [
      ['standard', null, 2013, null, 'Clio IV, Captur', '#6e7174'],
      ['plus bleutée', 'KNA-V1', 2016, null, 'Captur', '#6a7079'],
    ],
  },
  {
    maker: 'peugeot',
    code: 'EWP',
    shades: [
      ['standard', null, 2005, null, '208, 308, 3008, Partner', '#f3f4f2'],
      ['plus claire', 'EWP-V1', 2012, null, '208 (Poissy, Trnava)', '#f8f9f7'],
      ['plus jaune', 'EWP-V2', 2005, 2012, '207, 307, Partner', '#f3f1e5'],
    ],
  },
  {
    maker: 'peugeot',
    code: 'KTV',
    shades: [
      ['standard', null, 2007, null, '207, 308, 5008', '#a4a7aa'],
      ['plus claire', 'KTV-V1', 2011, null, '508, 3008', '#afb2b5'],
      ['gros grain', 'KTV-V2', 2007, 2011, '207, 308 I', '#9fa2a4'],
    ],
  },
  {
    maker: 'peugeot',
    code: 'EVL',
    shades: [
      ['standard', null, 2009, null, '308, 3008, 508', '#5c6064'],
      ['plus foncée', 'EVL-V1', 2013, null, '2008, 308 II', '#54585c'],
    ],
  },
  {
    maker: 'citroen',
    code: 'EWP',
    shades: [
      ['standard', null, 2004, null, 'C3, C4, Berlingo', '#f3f4f2'],
      ['plus claire', 'EWP-V1', 2013, null, 'C4 Picasso, C3 (Trnava)', '#f7f8f7'],
      ['plus jaune', 'EWP-V3', 2004, 2010, 'C3 I, Berlingo II, Xsara Picasso', '#f2f0e4'],
    ],
  },
  {
    maker: 'citroen',
    code: 'KTV',
    shades: [
      ['standard', null, 2007, null, 'C3, C4, C5', '#a4a7aa'],
      ['plus foncée', 'KTV-V3', 2010, null, 'C5 (Rennes)', '#999c9f'],
    ],
  },
  {
    maker: 'citroen',
    code: 'EZR',
    shades: [
      ['standard', null, 2009, null, 'C4, DS4, C5', '#8e9295'],
      ['plus claire', 'EZR-V1', 2012, null, 'C4 Picasso', '#989c9f'],
    ],
  },
  {
    maker: 'volkswagen',
    code: 'LA7W',
    shades: [
      ['standard', null, 1999, null, 'Golf IV à VII, Polo, Passat', '#b3b6b9'],
      ['plus claire', 'LA7W-V1', 2008, null, 'Golf VI, Polo V (Pampelune)', '#bdc0c3'],
      ['plus foncée', 'LA7W-V2', 1999, 2006, 'Golf IV, Bora', '#a9acaf'],
      ['gros grain', 'LA7W-V3', 2003, 2010, 'Touran, Caddy', '#aeb0b2'],
    ],
  },
  {
    maker: 'volkswagen',
    code: 'LC9A',
    shades: [
      ['standard', null, 2000, null, 'Polo, Golf, Caddy, Transporter', '#f4f4f2'],
      ['plus bleutée', 'LC9A-V1', 2010, null, 'Transporter T5/T6', '#f1f3f4'],
    ],
  },
  {
    maker: 'toyota',
    code: '1F7',
    shades: [
      ['standard', null, 2001, null, 'Corolla, Yaris, RAV4', '#b5b8ba'],
      ['plus claire', '1F7-V1', 2006, null, 'Yaris (Valenciennes)', '#c0c3c5'],
      ['plus foncée', '1F7-V2', 2001, 2008, 'Corolla IX, Avensis', '#aaadaf'],
      ['plus bleutée', '1F7-V3', 2008, null, 'Auris, RAV4 (Japon)', '#b1b6bc'],
    ],
  },
  {
    maker: 'toyota',
    code: '040',
    shades: [
      ['standard', null, 1995, null, 'Yaris, Corolla, Hilux', '#f4f4f2'],
      ['plus jaune', '040-V1', 1995, 2010, 'Hilux, Land Cruiser', '#f4f2e7'],
    ],
  },
];
