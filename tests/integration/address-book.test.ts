/**
 * Profile and address book writes (lib/account/store.ts) on the real Postgres: the default
 * address rules, the per-country postal code CHECK, and two users who never touch each
 * other's rows.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listAddresses, getProfile } from '@/lib/account/queries';
import { deleteAddress, saveAddress, saveProfile, setDefaultAddress } from '@/lib/account/store';
import { getDb } from '@/lib/db/client';
import type { Address } from '@/lib/validation/account';

async function newUser(email: string): Promise<string> {
  const rows = await getDb().execute<{ id: string }>(
    sql`insert into users (email, password_hash) values (${email}, 'x') returning id`,
  );
  return rows.rows[0]!.id;
}

const address = (label: string, overrides: Partial<Address> = {}): Address => ({
  label,
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
  ...overrides,
});

describe('address book', () => {
  it('makes the first address the default, moves the default, and hands it on at deletion', async () => {
    const user = await newUser('carnet@example.fr');
    const home = await saveAddress(getDb(), user, address('Maison'));
    const shop = await saveAddress(
      getDb(),
      user,
      address('Atelier', { country: 'Belgique', postalCode: '1050', city: 'Bruxelles' }),
    );
    let list = await listAddresses(getDb(), user);
    expect(list.map((a) => [a.label, a.isDefault])).toEqual([
      ['Maison', true],
      ['Atelier', false],
    ]);
    expect(await setDefaultAddress(getDb(), user, shop!.id)).toBe(true);
    list = await listAddresses(getDb(), user);
    expect(list.map((a) => [a.label, a.isDefault])).toEqual([
      ['Atelier', true],
      ['Maison', false],
    ]);
    expect(await deleteAddress(getDb(), user, shop!.id)).toBe(true);
    list = await listAddresses(getDb(), user);
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([[home!.id, true]]);
  });

  it('refuses a postal code of the wrong length for its country in the database too', async () => {
    const user = await newUser('cp@example.fr');
    await expect(
      saveAddress(getDb(), user, address('Faux', { country: 'Luxembourg', postalCode: '12345' })),
    ).rejects.toThrow();
    await expect(
      saveAddress(getDb(), user, address('Faux', { country: 'France', postalCode: '1234' })),
    ).rejects.toThrow();
  });

  it('never touches another user’s addresses or profile', async () => {
    const alice = await newUser('alice-adr@example.fr');
    const bob = await newUser('bob-adr@example.fr');
    const hers = await saveAddress(getDb(), alice, address('Alice'));
    expect(await saveAddress(getDb(), bob, address('Volée'), hers!.id)).toBeNull();
    expect(await deleteAddress(getDb(), bob, hers!.id)).toBe(false);
    expect(await setDefaultAddress(getDb(), bob, hers!.id)).toBe(false);
    expect((await listAddresses(getDb(), alice)).map((a) => a.label)).toEqual(['Alice']);
    expect(await listAddresses(getDb(), bob)).toEqual([]);

    await saveProfile(getDb(), alice, {
      firstName: 'Alice',
      lastName: 'A',
      email: 'alice-adr@example.fr',
      phone: '+33 6 12 34 56 78',
      companyName: '',
      siret: '',
    });
    await saveProfile(getDb(), bob, {
      firstName: 'Bob',
      lastName: 'B',
      email: 'bob-adr@example.fr',
      phone: '',
      companyName: 'Garage B',
      siret: '73282932000074',
    });
    expect(await getProfile(getDb(), alice, 'alice-adr@example.fr')).toMatchObject({
      firstName: 'Alice',
      phone: '+33 6 12 34 56 78',
      companyName: '',
    });
  });
});
