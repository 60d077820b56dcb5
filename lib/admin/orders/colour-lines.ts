import 'server-only';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Admin } from '@/lib/auth/caller';
import type { LineColour } from '@/lib/colours/cart-line';
import { activeColour, selectColours } from '@/lib/colours/colour-rows';
import { configsForColour } from '@/lib/colours/configurator';
import { getPaintConfigs } from '@/lib/colours/paint-queries';
import {
  availabilityOf,
  type ColourAvailability,
  VARNISH_PEN_KEY,
} from '@/lib/colours/paint-types';
import type { PaintConfig } from '@/lib/colours/pricing';
import { SHADE_COLUMNS, SHADE_ORDER } from '@/lib/colours/shade-queries';
import type { ShadeVariant } from '@/lib/colours/shades';
import { foldCode } from '@/lib/colours/slug';
import { colourShadeVariants, paintColors } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/handle';

/**
 * Colour paint by the maker's colour code in the order lines editor (issue 40 §2): the choices
 * the colour page's configurator offers for that colour (product types, the paint types the
 * colour exists in with their prices, volumes, its shade variants), so the editor makes exactly
 * the shopper's line (`colourVariantId`, lib/colours/cart-line.ts). The price shown there is the
 * configurator's; the order's is the server's (`priceCart`, on « Calculer le total »).
 * Two-tone colours are left out: their lines are one per tone, made on their own page.
 */
export type ColourChoice = {
  colour: LineColour;
  availability: ColourAvailability;
  configs: Record<string, PaintConfig>;
  shades: ShadeVariant[];
};

/** Active colours whose code is the one typed (folded like the search), then starts with it. */
export async function searchOrderColours(
  db: DbHandle,
  _admin: Admin,
  query: string,
): Promise<ColourChoice[]> {
  const folded = foldCode(query.trim());
  if (!folded) return [];
  const prefix = `${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [found, configs] = await Promise.all([
    selectColours(db)
      .where(
        and(
          activeColour,
          or(eq(paintColors.codeSearch, folded), sql`${paintColors.codeSearch} like ${prefix}`),
          sql`${paintColors.colorName} not like '%+%'`,
        ),
      )
      .orderBy(sql`${paintColors.codeSearch} = ${folded} desc`, asc(paintColors.colorCode))
      .limit(10),
    getPaintConfigs(db),
  ]);
  const shades =
    found.length === 0
      ? []
      : await db
          .select({ ...SHADE_COLUMNS, colourId: colourShadeVariants.colourId })
          .from(colourShadeVariants)
          .where(
            inArray(
              colourShadeVariants.colourId,
              found.map((r) => r.id),
            ),
          )
          .orderBy(...SHADE_ORDER);
  return found.map((r) => {
    const availability = availabilityOf(r);
    const { [VARNISH_PEN_KEY]: _varnish, ...colourConfigs } = configsForColour(
      configs,
      availability,
    );
    return {
      colour: {
        id: r.id,
        code: r.code,
        name: r.name,
        category: r.category,
        imageUrl: r.imageUrl,
        manufacturer: r.makerName && r.makerSlug ? { name: r.makerName, slug: r.makerSlug } : null,
      },
      availability,
      configs: colourConfigs,
      shades: shades.filter((s) => s.colourId === r.id).map(({ colourId: _c, ...s }) => s),
    };
  });
}
