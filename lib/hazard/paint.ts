/**
 * Which CLP label a colour page shows (issue 39 §2): colour paint is mixed by the shop, so its
 * label follows what the shopper chooses. Any colour in a can is an aerosol (extremely
 * flammable, under pressure: the `aerosol` label); otherwise the paint type decides (solvent,
 * water-based, 1K or 2K gloss direct, varnish).
 */
import { PAINT_TYPE_LABELS, type PaintTypeValue } from '@/lib/colours/paint-types';

export const AEROSOL_HAZARD_KEY = 'aerosol';
export type PaintHazardKey = PaintTypeValue | typeof AEROSOL_HAZARD_KEY;

export const PAINT_HAZARD_KEYS: readonly PaintHazardKey[] = [
  ...(Object.keys(PAINT_TYPE_LABELS) as PaintTypeValue[]),
  AEROSOL_HAZARD_KEY,
];

export function isPaintHazardKey(value: string): value is PaintHazardKey {
  return (PAINT_HAZARD_KEYS as readonly string[]).includes(value);
}

/** The label for a colour-page choice; null while the paint type that decides it is not chosen. */
export function paintHazardKey(
  productKey: string,
  paintType: string | null | undefined,
): PaintHazardKey | null {
  if (productKey === 'peinture-bombe') return AEROSOL_HAZARD_KEY;
  return paintType && isPaintHazardKey(paintType) ? paintType : null;
}
