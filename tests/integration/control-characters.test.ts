/**
 * Issue 34 §6: a NUL byte (Postgres refuses `\0` in text) or another control character in an
 * address, the profile or the contact form is the field's own French error, answered before the
 * database is reached, never « Une erreur inattendue s'est produite. » with an error logged.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITOR } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { VALIDATION } from '@/lib/validation/messages';

const request = vi.hoisted(() => ({ caller: null as unknown }));
vi.mock('@/lib/auth', async (original) => ({
  ...(await original<typeof import('@/lib/auth')>()),
  getCaller: async () => request.caller,
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '198.51.100.34' }),
}));
const logged = vi.hoisted(() => ({ errors: [] as unknown[] }));
vi.mock('@/lib/log/server', () => ({
  logger: {
    error: (...args: unknown[]) => logged.errors.push(args),
    warn: () => undefined,
    info: () => undefined,
  },
}));

const { saveAddressAction, updateProfile } = await import('@/lib/account/actions');
const { sendContactMessage } = await import('@/lib/contact/actions');

const db = getDb();
const email = 'nul-octet@example.fr';
let userId = '';

const address = {
  label: 'Maison',
  firstName: 'Julien',
  lastName: 'Martin',
  companyName: '',
  addressLine1: '12 rue des Peintres',
  addressLine2: '',
  city: 'Lyon',
  postalCode: '69001',
  country: 'France',
  phone: '',
  isDefault: false,
};
const profile = {
  firstName: 'Julien',
  lastName: 'Martin',
  email,
  phone: '',
  companyName: '',
  siret: '',
};
const contact = {
  name: 'Julien Martin',
  email,
  message: 'Bonjour,\n\tje cherche la teinte de ma voiture.',
};

beforeEach(async () => {
  logged.errors = [];
  await db.execute(sql`delete from rate_limits`);
  if (!userId) {
    const rows = await db.execute<{ id: string }>(
      sql`insert into users (email, password_hash) values (${email}, 'x') returning id`,
    );
    userId = rows.rows[0]!.id;
  }
  request.caller = {
    kind: 'customer',
    userId,
    email,
    isAdmin: false,
    isVerifiedProfessional: false,
  };
});

const invalid = (field: string) => ({
  ok: false,
  code: 'invalid',
  fieldErrors: expect.objectContaining({ [field]: VALIDATION.controlCharacters }),
});

describe('control characters in what a customer or a visitor submits', () => {
  it('an address with a NUL byte is a field error, and the clean one is saved', async () => {
    for (const field of ['label', 'addressLine1', 'addressLine2', 'city', 'companyName']) {
      const result = await saveAddressAction({
        address: { ...address, [field]: `12 rue\u0000 des Peintres` },
      });
      expect(result).toMatchObject(invalid(`address.${field}`));
    }
    expect(await saveAddressAction({ address: { ...address, city: 'Ly\u001bon' } })).toMatchObject(
      invalid('address.city'),
    );
    expect(await saveAddressAction({ address })).toMatchObject({ ok: true });
    expect(logged.errors).toEqual([]);
  });

  it('a profile with a NUL byte is a field error, and nothing is written', async () => {
    for (const field of ['firstName', 'lastName', 'companyName', 'phone', 'email']) {
      const value = field === 'email' ? `nul\u0000@example.fr` : `Ju\u0000lien`;
      const result = await updateProfile({ ...profile, [field]: value });
      expect(result).toMatchObject(invalid(field));
    }
    const rows = await db.execute<{ first_name: string | null }>(
      sql`select first_name from profiles where id = ${userId}`,
    );
    expect(rows.rows.every((r) => !r.first_name?.includes('\u0000'))).toBe(true);
    expect(logged.errors).toEqual([]);
  });

  it('a contact message with a NUL byte is a field error; tab and line breaks stay allowed', async () => {
    request.caller = VISITOR;
    expect(
      await sendContactMessage({ ...contact, message: `Bonjour\u0000 la boutique` }),
    ).toMatchObject(invalid('message'));
    expect(await sendContactMessage({ ...contact, name: `Julien\tMartin` })).toMatchObject(
      invalid('name'),
    );
    expect(await sendContactMessage(contact)).toMatchObject({ ok: true });
    expect(logged.errors).toEqual([]);
  });
});
