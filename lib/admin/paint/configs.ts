import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { paintProductConfigs } from '@/lib/db/schema';
import { toPaintConfig, type PaintConfig } from '@/lib/colours/pricing';
import { getAdminT } from '@/lib/i18n/admin';
import type { PaintConfigValues } from '@/lib/validation/admin-paint';

export type AdminPaintConfig = PaintConfig & { isActive: boolean };

function adminConfig(row: typeof paintProductConfigs.$inferSelect): AdminPaintConfig {
  // Read the way the colour page reads it (lib/colours/paint-queries.ts), so the form and its
  // preview start from exactly what shoppers see.
  return { ...toPaintConfig(row), isActive: row.isActive };
}

/** Every paint product configuration (a handful: pot, bombe, stylo, stylo vernis). */
export async function listPaintConfigsForAdmin(db: DbHandle, _admin: Admin) {
  const rows = await db
    .select()
    .from(paintProductConfigs)
    .orderBy(asc(paintProductConfigs.productKey));
  return rows.map(adminConfig);
}

export async function getPaintConfigForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await db.select().from(paintProductConfigs).where(eq(paintProductConfigs.id, id));
  return row ? adminConfig(row) : null;
}

/** Saves a configuration's texts, paint types, volumes, pricing grid and state, audited. */
export async function savePaintConfig(admin: Admin, action: string, input: PaintConfigValues) {
  return adminWrite(admin, action, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(paintProductConfigs)
      .where(eq(paintProductConfigs.id, input.id))
      .for('update');
    if (!before) throw new ActionError(getAdminT()('validation.notFound'));
    const [after] = await tx
      .update(paintProductConfigs)
      .set({
        title: input.title,
        description: input.description,
        paintTypes: input.paintTypes,
        volumes: input.volumes,
        hasVolumeFilter: input.hasVolumeFilter,
        isActive: input.isActive,
        pricing: input.pricing,
        updatedAt: sql`now()`,
      })
      .where(eq(paintProductConfigs.id, input.id))
      .returning();
    audit({ entity: 'paint_product_config', entityId: input.id, before, after });
    return { id: input.id, productKey: before.productKey };
  });
}
