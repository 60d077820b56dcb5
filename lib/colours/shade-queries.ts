/** Reads of the shade variants of a colour (issue 41 §1). */
import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import { colourShadeVariants } from '@/lib/db/schema';
import type { ShadeVariant } from './shades';

export const SHADE_COLUMNS = {
  id: colourShadeVariants.id,
  name: colourShadeVariants.name,
  variantCode: colourShadeVariants.variantCode,
  yearFrom: colourShadeVariants.yearFrom,
  yearTo: colourShadeVariants.yearTo,
  models: colourShadeVariants.models,
  swatchHex: colourShadeVariants.swatchHex,
  isStandard: colourShadeVariants.isStandard,
};

/** « standard » first, then in the admin's order. */
export const SHADE_ORDER = [
  desc(colourShadeVariants.isStandard),
  asc(colourShadeVariants.position),
  asc(colourShadeVariants.name),
];

/** The colour's variants, in `SHADE_ORDER`. */
export async function getColourShades(db: DbHandle, colourId: string): Promise<ShadeVariant[]> {
  return db
    .select(SHADE_COLUMNS)
    .from(colourShadeVariants)
    .where(eq(colourShadeVariants.colourId, colourId))
    .orderBy(...SHADE_ORDER);
}
