/**
 * Paint codes as they are printed on a car's plate. The one place that knows each maker's
 * plate conventions; the search (lib/search), the colour page lookup (lib/colours/lookup.ts)
 * and the legacy redirects (lib/redirects/colour-match.ts) all read codes through it.
 *
 * Codes are compared as code keys (`codeKey`: lower case, no spaces, dots or dashes, the
 * letter O read as the digit 0), so « TE NNP », « te-nnp » and « TENNP » are one key, and
 * « MOLZ » is Peugeot's « M0LZ ».
 *
 * On top of that, some makers print a prefix before the colour's own three characters:
 * - Renault, Dacia and Alpine: « TE » (teinte), « OV » or « NV » — « TEKNG », « TE NNP »,
 *   « OV369 », « NV676 »: the colour is KNG, NNP, 369, 676; the catalogue stores some codes
 *   with their prefix (TEKNA, NV676) and some without (NNP, QNG).
 * - Volkswagen, Audi, Seat, Škoda, Cupra: the L of « LC9X », « LA7W » is often left out when
 *   the code is read aloud or written by hand (« C9X »).
 * Peugeot, Citroën and DS print their code as stored (three letters « EWP », « KTV », or four
 * characters « M0VL », often read « MOVL »): the key's O/0 and separator folding is all they
 * need, so they have no convention here.
 */
import { codeKey } from './normalise';

export type PlateConvention = {
  /** Makers (slugs) whose plates follow the convention. */
  makers: ReadonlyArray<string>;
  /** Prefixes that may stand before the colour's own code, as code keys. */
  prefixes: ReadonlyArray<string>;
};

/** The colour's own code after a plate prefix: three letters or digits. */
const CORE = /^[a-z0-9]{3}$/;

const PLATE_CONVENTIONS: ReadonlyArray<PlateConvention> = [
  { makers: ['renault', 'dacia', 'alpine'], prefixes: ['TE', 'OV', 'NV'].map(codeKey) },
  { makers: ['volkswagen', 'audi', 'seat', 'skoda', 'cupra'], prefixes: ['L'].map(codeKey) },
];

export function plateConvention(makerSlug: string | null | undefined): PlateConvention | null {
  if (!makerSlug) return null;
  return PLATE_CONVENTIONS.find((c) => c.makers.includes(makerSlug)) ?? null;
}

/** The colour's own code within a key under a convention (« tekng » → « kng »), or null. */
function plateCore(key: string, convention: PlateConvention): string | null {
  if (CORE.test(key)) return key;
  for (const prefix of convention.prefixes) {
    if (key.startsWith(prefix) && CORE.test(key.slice(prefix.length))) {
      return key.slice(prefix.length);
    }
  }
  return null;
}

/**
 * Every key a colour of the convention's makers may be stored under when its plate reads `key`:
 * the bare code and each prefixed spelling (« tennp » → nnp, tennp, 0vnnp, nvnnp). Empty when
 * the key is not a plate code of the convention.
 */
function plateSpellings(key: string, convention: PlateConvention): string[] {
  const core = plateCore(key, convention);
  if (!core) return [];
  return [core, ...convention.prefixes.map((p) => p + core)];
}

/** Whether two code keys name the same colour on a plate of this maker (« tekng » = « kng »). */
export function samePlateCode(a: string, b: string, makerSlug: string | null | undefined): boolean {
  if (a === b) return a !== '';
  const convention = plateConvention(makerSlug);
  if (!convention) return false;
  const core = plateCore(a, convention);
  return core !== null && core === plateCore(b, convention);
}

/**
 * The spellings of a typed code for each convention (only conventions where it reads as a
 * plate code): what the search and the lookups query, each restricted to its makers.
 */
export function plateReadings(
  typed: string,
): Array<{ convention: PlateConvention; keys: string[] }> {
  const key = codeKey(typed);
  const out: Array<{ convention: PlateConvention; keys: string[] }> = [];
  for (const convention of PLATE_CONVENTIONS) {
    const keys = plateSpellings(key, convention);
    if (keys.length > 0) out.push({ convention, keys });
  }
  return out;
}
