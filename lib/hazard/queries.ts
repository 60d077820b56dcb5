import 'server-only';
import type { DbHandle } from '@/lib/db/handle';
import { paintTypeHazards } from '@/lib/db/schema';
import { hazardLabelOf, type HazardLabel } from './codes';
import { isPaintHazardKey, type PaintHazardKey } from './paint';

export type PaintHazard = { label: HazardLabel; warnings: string | null };

/** The colour paint's CLP labels by paint type (and `aerosol`), as the colour pages show them. */
export async function listPaintHazards(
  db: DbHandle,
): Promise<Partial<Record<PaintHazardKey, PaintHazard>>> {
  const rows = await db.select().from(paintTypeHazards);
  const out: Partial<Record<PaintHazardKey, PaintHazard>> = {};
  for (const row of rows)
    if (isPaintHazardKey(row.hazardKey))
      out[row.hazardKey] = { label: hazardLabelOf(row), warnings: row.safetyWarnings };
  return out;
}
