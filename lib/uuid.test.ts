import { describe, expect, it } from 'vitest';
import { isUuid, UUID_ANYWHERE_PATTERN, UUID_PREFIX_PATTERN } from './uuid';
import { uuidField } from './zod';

const ID = '3f2b9c1e-8a4d-4e6f-9b1a-0c2d3e4f5a6b';

describe('the one UUID check', () => {
  it('accepts the 8-4-4-4-12 hexadecimal shape in either case, nil included', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it("refuses 36 characters of the wrong shape (the checkout's old, weaker check let them by)", () => {
    expect(isUuid('-'.repeat(36))).toBe(false);
    expect(isUuid('3f2b9c1e8a4d-4e6f-9b1a-0c2d3e4f5a6b-')).toBe(false);
    expect(isUuid(`${ID} `)).toBe(false);
    expect(isUuid(`${ID}-default`)).toBe(false);
    expect(isUuid(ID.replace('a', 'g'))).toBe(false);
    expect(isUuid(null)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });

  it('finds a leading UUID and every UUID inside a text', () => {
    expect(UUID_PREFIX_PATTERN.exec(`${ID}-default`)?.[1]).toBe(ID);
    expect(`${ID}-${ID}`.replace(UUID_ANYWHERE_PATTERN, 'u')).toBe('u-u');
  });

  it('is the rule of the zod fields, with the message the schema gives', () => {
    const field = uuidField('Identifiant invalide');
    expect(field.safeParse(ID).success).toBe(true);
    const refused = field.safeParse('-'.repeat(36));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Identifiant invalide');
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('Identifiant invalide');
  });
});
