import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { addresses, profiles } from '@/lib/db/schema';
import type { Address, Profile } from '@/lib/validation/account';

/**
 * Profile and address writes, always scoped to the caller's own rows (`userId` comes from the
 * session, never from the form): an id of someone else's address matches nothing.
 */
export async function saveProfile(
  db: Database,
  userId: string,
  profile: Omit<Profile, 'currentPassword'>,
) {
  const values = {
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone || null,
    companyName: profile.companyName || null,
    siret: profile.siret || null,
  };
  await db
    .insert(profiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: { ...values, updatedAt: sql`now()` } });
}

export function addressColumns(address: Address) {
  return {
    label: address.label,
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: address.companyName || null,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 || null,
    city: address.city,
    postalCode: address.postalCode,
    country: address.country,
    phone: address.phone || null,
  };
}

/**
 * Adds (no id) or edits (id of one of the caller's addresses) an address. The first address is
 * the default; making one the default unsets the others. Returns null when the id is not the
 * caller's.
 */
export async function saveAddress(
  db: Database,
  userId: string,
  address: Address,
  id?: string,
): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const count = counted?.count ?? 0;
    const makeDefault = address.isDefault || count === 0 || (count === 1 && Boolean(id));
    let savedId: string | undefined;
    if (id) {
      const [row] = await tx
        .update(addresses)
        .set({ ...addressColumns(address), ...(makeDefault ? { isDefault: true } : {}) })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      savedId = row?.id;
    } else {
      const [row] = await tx
        .insert(addresses)
        .values({ ...addressColumns(address), userId, isDefault: makeDefault })
        .returning({ id: addresses.id });
      savedId = row?.id;
    }
    if (!savedId) return null;
    if (makeDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, savedId)));
    }
    return { id: savedId };
  });
}

/** Deletes one of the caller's addresses; when it was the default, the oldest left becomes it. */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) return false;
    if (deleted.isDefault) {
      await tx.execute(sql`
        update addresses set is_default = true
        where id = (select id from addresses where user_id = ${userId} order by created_at limit 1)`);
    }
    return true;
  });
}

export async function setDefaultAddress(db: Database, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    if (!row) return false;
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
    return true;
  });
}
