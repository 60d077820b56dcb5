import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { paintTypeHazards } from '@/lib/db/schema';
import type { PaintHazardValues } from '@/lib/validation/admin-hazard';

/** Every stored label of the colour paint (`/admin/paint-products/dangers`). */
export async function listPaintHazardsForAdmin(db: DbHandle, _admin: Admin) {
  return db.select().from(paintTypeHazards);
}

/** Saves one paint type's CLP label (inserted the first time), audited before/after. */
export async function savePaintHazard(admin: Admin, action: string, input: PaintHazardValues) {
  return adminWrite(admin, action, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(paintTypeHazards)
      .where(eq(paintTypeHazards.hazardKey, input.hazardKey))
      .for('update');
    const values = {
      hazardPictograms: input.hazardPictograms,
      hazardSignalWord: input.hazardSignalWord,
      hazardStatements: input.hazardStatements,
      safetyWarnings: input.safetyWarnings,
    };
    const [after] = await tx
      .insert(paintTypeHazards)
      .values({ hazardKey: input.hazardKey, ...values })
      .onConflictDoUpdate({
        target: paintTypeHazards.hazardKey,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    audit({ entity: 'paint_type_hazard', entityId: input.hazardKey, before, after });
    return { hazardKey: input.hazardKey };
  });
}
