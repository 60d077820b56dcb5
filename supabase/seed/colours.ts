/**
 * Builds every demo colour: the RAL chart, the hand-written colours of the main makers and
 * generated ones (deterministic) in each maker's code style.
 *
 * `special_effect` values (read by the /metallisee, /nacree and /speciale pages):
 *   'metallise' — metallic, 'nacre' — pearl, 'special' — mat, candy, caméléon; null for solid.
 */
import type { ColourCategory } from '../../lib/colours/slug';
import { HUES, SPECIAL_SUFFIXES, type Hue } from './data/colour-vocabulary';
import { KNOWN_COLOURS } from './data/colours-known';
import { MANUFACTURERS, type CodeStyle } from './data/manufacturers';
import { RAL_CLASSIC } from './data/ral';
import { createPrng, type Prng } from './prng';

type SpecialEffect = 'metallise' | 'nacre' | 'special';

export type ColourRow = {
  manufacturerSlug: string;
  category: ColourCategory;
  code: string;
  name: string;
  hex: string;
  effect: SpecialEffect | null;
  water: boolean;
  solvent: boolean;
  glossDirect: boolean;
  legacy: string | null;
  active: boolean;
};

export function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const ALNUM = `${LETTERS}0123456789`;
const DIGITS = '0123456789';

function chars(prng: Prng, alphabet: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += alphabet[prng.int(0, alphabet.length - 1)];
  return out;
}

const TRUCK_PREFIX: Record<string, string> = {
  'renault-trucks': 'RT',
  iveco: 'IC',
  scania: '',
  'volvo-trucks': 'VT',
  man: 'MN',
  daf: 'DF',
};

/** A colour code in the style of the maker; `legacy` is set for codes written with dots. */
export function generateCode(
  prng: Prng,
  style: CodeStyle,
  makerSlug: string,
): { code: string; legacy: string | null } {
  const plain = (code: string) => ({ code, legacy: null });
  switch (style) {
    case 'renault': {
      const form = prng.int(0, 3);
      if (form === 0) return plain(`TE${chars(prng, LETTERS, 3)}`);
      if (form === 1) return plain(chars(prng, LETTERS, 3));
      if (form === 2) return plain(`NV${chars(prng, DIGITS, 3)}`);
      return plain(`OV${chars(prng, DIGITS, 3)}`);
    }
    case 'psa': {
      const form = prng.int(0, 2);
      if (form === 0) return plain(`E${chars(prng, LETTERS, 2)}`);
      if (form === 1) return plain(`K${chars(prng, LETTERS, 2)}`);
      return plain(`M0${chars(prng, ALNUM, 2)}`);
    }
    case 'vag':
      return plain(
        `L${chars(prng, LETTERS, 1)}${chars(prng, DIGITS, 1)}${chars(prng, LETTERS, 1)}`,
      );
    case 'bmw':
      return prng.chance(0.5)
        ? plain(chars(prng, DIGITS, 3))
        : plain(`${chars(prng, 'ABCDPSWX', 1)}${chars(prng, DIGITS, 2)}`);
    case 'mercedes':
    case 'volvo':
    case 'fiat':
      return plain(chars(prng, DIGITS, 3));
    case 'toyota':
      return plain(`${chars(prng, DIGITS, 1)}${chars(prng, ALNUM, 1)}${chars(prng, DIGITS, 1)}`);
    case 'ford':
      return plain(chars(prng, ALNUM, 4));
    case 'opel':
      return prng.chance(0.5)
        ? plain(`Z${chars(prng, DIGITS, 2)}${chars(prng, LETTERS, 1)}`)
        : plain(`G${chars(prng, LETTERS, 2)}`);
    case 'nissan':
      return prng.chance(0.6)
        ? plain(chars(prng, LETTERS, 3))
        : plain(`${chars(prng, LETTERS, 1)}${chars(prng, DIGITS, 2)}`);
    case 'tesla':
      return plain(`P${chars(prng, LETTERS, 3)}`);
    case 'korean':
      return plain(chars(prng, LETTERS, 3));
    case 'honda-moto': {
      const prefix = prng.pick(['NH-', 'R-', 'PB-', 'Y-', 'G-']);
      return plain(`${prefix}${chars(prng, DIGITS, 3)}${prng.pick(['', 'P', 'M'])}`);
    }
    case 'yamaha':
      return prng.chance(0.5)
        ? plain(chars(prng, DIGITS, 4))
        : plain(`D${chars(prng, LETTERS, 3)}`);
    case 'kawasaki':
      return prng.chance(0.5)
        ? plain(chars(prng, DIGITS, 3))
        : plain(`${chars(prng, DIGITS, 2)}${chars(prng, LETTERS, 1)}`);
    case 'suzuki':
      return plain(`Y${chars(prng, LETTERS, 2)}`);
    case 'ducati': {
      const a = chars(prng, DIGITS, 3);
      const b = chars(prng, DIGITS, 3);
      return { code: `${a}-${b}`, legacy: `${a}.${b}` };
    }
    case 'moto-eu':
      return plain(`${chars(prng, LETTERS, 2)}${chars(prng, DIGITS, 3)}`);
    case 'truck':
      return plain(`${TRUCK_PREFIX[makerSlug] ?? 'TR'}${chars(prng, DIGITS, 4)}`);
    case 'ral':
      return plain(chars(prng, DIGITS, 4));
  }
}

function pickHue(prng: Prng): Hue {
  const total = HUES.reduce((sum, h) => sum + h.weight, 0);
  let roll = prng.next() * total;
  for (const hue of HUES) {
    roll -= hue.weight;
    if (roll < 0) return hue;
  }
  return HUES[0] as Hue;
}

function effectOfFlags(flags: string): SpecialEffect | null {
  if (flags.includes('n')) return 'nacre';
  if (flags.includes('m')) return 'metallise';
  if (flags.includes('s')) return 'special';
  return null;
}

function knownRows(): ColourRow[] {
  const rows: ColourRow[] = [];
  for (const maker of MANUFACTURERS) {
    for (const [code, name, hex, flags = '', legacy] of KNOWN_COLOURS[maker.slug] ?? []) {
      const effect = effectOfFlags(flags);
      rows.push({
        manufacturerSlug: maker.slug,
        category: maker.category,
        code,
        name,
        hex,
        effect,
        water: !flags.includes('W'),
        solvent: !flags.includes('S'),
        glossDirect: flags.includes('g') || (effect === null && !flags.includes('G')),
        legacy: legacy ?? null,
        active: !flags.includes('x'),
      });
    }
  }
  return rows;
}

function ralRows(): ColourRow[] {
  return RAL_CLASSIC.map(([code, name, hex, flag]) => ({
    manufacturerSlug: 'ral',
    category: 'industrie' as const,
    code,
    name,
    hex,
    effect: flag === 'n' ? ('nacre' as const) : flag === 'm' ? ('metallise' as const) : null,
    water: true,
    solvent: true,
    glossDirect: !flag,
    legacy: null,
    active: true,
  }));
}

/** One generated colour for a maker (name unique within `usedNames`). */
export function generateColour(
  prng: Prng,
  maker: { slug: string; category: ColourCategory; codeStyle: CodeStyle },
  usedCodes: Set<string>,
  usedNames: Set<string>,
): ColourRow {
  let code = '';
  let legacy: string | null = null;
  for (let attempt = 0; attempt < 12; attempt++) {
    ({ code, legacy } = generateCode(prng, maker.codeStyle, maker.slug));
    if (!usedCodes.has(code)) break;
  }
  // A crowded code space (e.g. three digits) gets a letter suffix, as makers do for variants.
  for (let attempt = 0; attempt < 12 && usedCodes.has(code); attempt++) {
    const suffix = chars(prng, LETTERS, 1);
    if (!usedCodes.has(`${code}${suffix}`)) {
      code = `${code}${suffix}`;
      legacy = legacy === null ? null : `${legacy}${suffix}`;
    }
  }
  if (usedCodes.has(code)) code = `${code}${usedCodes.size}`;
  usedCodes.add(code);

  const roll = prng.next();
  let effect: SpecialEffect | null =
    roll < 0.45 ? 'metallise' : roll < 0.6 ? 'nacre' : roll < 0.64 ? 'special' : null;
  let hue = pickHue(prng);
  let name = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    hue = pickHue(prng);
    const qualifier = prng.pick(hue.qualifiers);
    name = `${hue.base} ${qualifier}`;
    if (qualifier === 'Nacré') effect = 'nacre';
    if (effect === 'special') name = `${name} ${prng.pick(SPECIAL_SUFFIXES)}`;
    else if (effect === 'metallise' && prng.chance(0.2)) name = `${name} Métallisé`;
    else if (effect === 'nacre' && qualifier !== 'Nacré' && prng.chance(0.3))
      name = `${name} Nacré`;
    if (!usedNames.has(name)) break;
  }
  if (usedNames.has(name)) name = `${name} ${code}`;
  usedNames.add(name);

  const light = prng.int(hue.l[0], hue.l[1]) + (effect === 'metallise' && hue.l[1] < 60 ? 6 : 0);
  const sat = prng.int(hue.s[0], hue.s[1]) + (effect === 'special' && hue.s[1] > 20 ? 10 : 0);
  const hex = hslToHex(prng.int(hue.h[0], hue.h[1]), Math.min(sat, 100), Math.min(light, 98));
  const water = prng.next() < 0.85;
  const solvent = !water || prng.next() < 0.9;
  return {
    manufacturerSlug: maker.slug,
    category: maker.category,
    code,
    name,
    hex,
    effect,
    water,
    solvent,
    glossDirect: effect === null && prng.next() < 0.7,
    legacy,
    active: prng.next() > 0.01,
  };
}

export function buildColours(seed = 20240611): ColourRow[] {
  const prng = createPrng(seed);
  const rows = [...ralRows(), ...knownRows()];
  for (const maker of MANUFACTURERS) {
    const mine = rows.filter((r) => r.manufacturerSlug === maker.slug);
    const usedCodes = new Set(mine.map((r) => r.code));
    const usedNames = new Set(mine.map((r) => r.name));
    for (let i = 0; i < maker.generated; i++) {
      rows.push(generateColour(prng, maker, usedCodes, usedNames));
    }
  }
  return rows;
}
