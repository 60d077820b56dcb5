import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import { isForeignKeyViolation, isUniqueViolation } from '@/lib/db/errors';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { colourShadeVariants } from '@/lib/db/schema';
import { SHADE_COLUMNS, SHADE_ORDER } from '@/lib/colours/shade-queries';
import { getAdminT } from '@/lib/i18n/admin';
import type { ShadeValues } from '@/lib/validation/admin-shades';

/**
 * The shade variants' writes from the colour's admin page (issue 41 §1), one variant at a time.
 * At most one « standard » per colour: marking one unmarks the other in the same transaction
 * (before the write, as the partial unique index is checked row by row). Orders keep their own
 * copy of the variant (order_items.colour.shade), so a deletion never touches them.
 */

/** The colour's variants as its admin page lists and edits them (with their position). */
export async function shadesForAdmin(db: DbHandle, colourId: string) {
  return db
    .select({ ...SHADE_COLUMNS, position: colourShadeVariants.position })
    .from(colourShadeVariants)
    .where(eq(colourShadeVariants.colourId, colourId))
    .orderBy(...SHADE_ORDER);
}
export type AdminShade = Awaited<ReturnType<typeof shadesForAdmin>>[number];

async function lockShade(tx: Transaction, id: string, colourId?: string) {
  const [row] = await tx
    .select()
    .from(colourShadeVariants)
    .where(
      colourId
        ? and(eq(colourShadeVariants.id, id), eq(colourShadeVariants.colourId, colourId))
        : eq(colourShadeVariants.id, id),
    )
    .for('update');
  if (!row) throw new ActionError(getAdminT()('validation.notFound'));
  return row;
}

function values(input: ShadeValues) {
  return {
    name: input.name,
    variantCode: input.variantCode,
    yearFrom: input.yearFrom,
    yearTo: input.yearTo,
    models: input.models,
    swatchHex: input.swatchHex,
    isStandard: input.isStandard,
    position: input.position,
  };
}

export async function saveShade(admin: Admin, action: string, input: ShadeValues) {
  try {
    return await adminWrite(admin, action, async (tx, audit) => {
      const before = input.id ? await lockShade(tx, input.id, input.colourId) : undefined;
      if (input.isStandard) {
        const others = eq(colourShadeVariants.colourId, input.colourId);
        await tx
          .update(colourShadeVariants)
          .set({ isStandard: false })
          .where(input.id ? and(others, ne(colourShadeVariants.id, input.id)) : others);
      }
      const id = input.id
        ? (
            await tx
              .update(colourShadeVariants)
              .set(values(input))
              .where(eq(colourShadeVariants.id, input.id))
              .returning({ id: colourShadeVariants.id })
          )[0]!.id
        : (
            await tx
              .insert(colourShadeVariants)
              .values({ colourId: input.colourId, ...values(input) })
              .returning({ id: colourShadeVariants.id })
          )[0]!.id;
      audit({
        entity: 'colour_shade_variant',
        entityId: id,
        ...(before ? { before } : {}),
        after: { colourId: input.colourId, ...values(input) },
      });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = getAdminT()('colours.shades.validation.nameTaken');
      throw new ActionError(message, { name: message });
    }
    if (isForeignKeyViolation(error)) throw new ActionError(getAdminT()('validation.notFound'));
    throw error;
  }
}

export async function deleteShade(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await lockShade(tx, id);
    await tx.delete(colourShadeVariants).where(eq(colourShadeVariants.id, id));
    audit({ entity: 'colour_shade_variant', entityId: id, before });
    return { id };
  });
}
