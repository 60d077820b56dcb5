/**
 * Coverage calculator (beyond the spec): from a surface to paint, or the size of a damage,
 * suggest the product type and the quantity. Pure and unit-tested; the rule of thumb is:
 * - a chip or scratch up to 3 cm long: one touch-up pen;
 * - up to 1.5 m² (a damage up to 40 cm is read as its own surface): aerosols, 1 m² each
 *   (two coats of a 400 ml can);
 * - above: pots, 4 m² per litre of ready-to-spray base (two coats), the smallest volume that is
 *   enough, else as many of the largest volume as needed.
 */
import type { ColourProductKey } from './paint-types';
import { parseVolumeLiters } from './pricing';

const PEN_MAX_DAMAGE_CM = 3;
const AEROSOL_MAX_DAMAGE_CM = 40;
const AEROSOL_MAX_M2 = 1.5;
const AEROSOL_M2_PER_CAN = 1;
const POT_M2_PER_LITRE = 4;
/** Inputs beyond these are refused (a whole van is about 40 m²). */
const MAX_SURFACE_M2 = 100;
const MAX_DAMAGE_CM = 500;

export type CoverageInput =
  { mode: 'surface'; areaM2: number } | { mode: 'damage'; lengthCm: number; widthCm?: number };

export type CoverageSuggestion = {
  productKey: ColourProductKey;
  /** One of the configuration's volumes, or null when it has none. */
  volume: string | null;
  quantity: number;
  /** The surface the suggestion covers, m² (rounded to 0.01). */
  areaM2: number;
};

export type AvailableVolumes = Partial<Record<ColourProductKey, readonly string[]>>;

function valid(n: number | undefined, max: number): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= max;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function potSuggestion(areaM2: number, volumes: readonly string[]): CoverageSuggestion {
  const needed = areaM2 / POT_M2_PER_LITRE;
  const sized = volumes
    .map((volume) => ({ volume, litres: parseVolumeLiters(volume) }))
    .filter((v): v is { volume: string; litres: number } => v.litres !== null)
    .sort((a, b) => a.litres - b.litres);
  const enough = sized.find((v) => v.litres + 1e-9 >= needed);
  if (enough) return { productKey: 'peinture-pot', volume: enough.volume, quantity: 1, areaM2 };
  const largest = sized.at(-1);
  if (!largest) {
    return { productKey: 'peinture-pot', volume: null, quantity: Math.ceil(needed), areaM2 };
  }
  return {
    productKey: 'peinture-pot',
    volume: largest.volume,
    quantity: Math.ceil(needed / largest.litres - 1e-9),
    areaM2,
  };
}

function forSurface(areaM2: number, volumes: AvailableVolumes): CoverageSuggestion {
  const area = round2(areaM2);
  if (area <= AEROSOL_MAX_M2 && (volumes['peinture-bombe']?.length ?? 0) > 0) {
    return {
      productKey: 'peinture-bombe',
      volume: volumes['peinture-bombe']![0]!,
      quantity: Math.max(1, Math.ceil(area / AEROSOL_M2_PER_CAN - 1e-9)),
      areaM2: area,
    };
  }
  return potSuggestion(area, volumes['peinture-pot'] ?? []);
}

/** Null when the input is not a positive size within bounds. */
export function suggestCoverage(
  input: CoverageInput,
  volumes: AvailableVolumes,
): CoverageSuggestion | null {
  if (input.mode === 'surface') {
    if (!valid(input.areaM2, MAX_SURFACE_M2)) return null;
    return forSurface(input.areaM2, volumes);
  }
  if (!valid(input.lengthCm, MAX_DAMAGE_CM)) return null;
  if (input.widthCm !== undefined && !valid(input.widthCm, MAX_DAMAGE_CM)) return null;
  const length = Math.max(input.lengthCm, input.widthCm ?? 0);
  const width = Math.min(input.lengthCm, input.widthCm ?? input.lengthCm);
  const areaM2 = (length / 100) * (width / 100);
  if (length <= PEN_MAX_DAMAGE_CM && (volumes['peinture-stylo']?.length ?? 0) > 0) {
    return {
      productKey: 'peinture-stylo',
      volume: volumes['peinture-stylo']![0]!,
      quantity: 1,
      areaM2: round2(areaM2),
    };
  }
  if (length <= AEROSOL_MAX_DAMAGE_CM && (volumes['peinture-bombe']?.length ?? 0) > 0) {
    return {
      productKey: 'peinture-bombe',
      volume: volumes['peinture-bombe']![0]!,
      quantity: 1,
      areaM2: round2(areaM2),
    };
  }
  return forSurface(Math.max(areaM2, 0.01), volumes);
}
