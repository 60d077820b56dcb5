import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { isVerifiedAdmin } from '@/lib/auth/admin';
import { addresses, profiles } from '@/lib/db/schema';
import type { SessionView } from './session-view';
import type { DbHandle } from '@/lib/db/handle';

export type ProfileView = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  siret: string;
  isProfessional: boolean;
  isVerifiedProfessional: boolean;
};

export type AddressView = {
  id: string;
  label: string;
  firstName: string;
  lastName: string;
  companyName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postalCode: string;
  country: 'France' | 'Belgique' | 'Luxembourg';
  phone: string;
  isDefault: boolean;
};

export async function getProfile(
  db: DbHandle,
  userId: string,
  email: string,
): Promise<ProfileView> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return {
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    email,
    phone: row?.phone ?? '',
    companyName: row?.companyName ?? '',
    siret: row?.siret ?? '',
    isProfessional: row?.isProfessional ?? false,
    isVerifiedProfessional: row?.isVerifiedProfessional === true,
  };
}

export async function getSessionView(
  db: DbHandle,
  userId: string,
  email: string,
): Promise<SessionView> {
  const [profile, admin] = await Promise.all([
    getProfile(db, userId, email),
    isVerifiedAdmin(userId),
  ]);
  return {
    email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    isAdmin: admin,
    isProfessional: profile.isProfessional || profile.isVerifiedProfessional,
    isVerifiedProfessional: profile.isVerifiedProfessional,
  };
}

/** The caller's addresses only, default first. */
export async function listAddresses(db: DbHandle, userId: string): Promise<AddressView[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    firstName: r.firstName,
    lastName: r.lastName,
    companyName: r.companyName ?? '',
    addressLine1: r.addressLine1,
    addressLine2: r.addressLine2 ?? '',
    city: r.city,
    postalCode: r.postalCode,
    country:
      (['France', 'Belgique', 'Luxembourg'] as const).find((c) => c === r.country) ?? 'France',
    phone: r.phone ?? '',
    isDefault: r.isDefault,
  }));
}
