import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  newPasswordSchema,
  profileSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from './account';
import { contactSchema } from './contact';
import { contestEntrySchema } from './contest';
import { VALIDATION } from './messages';
import { newsletterSchema } from './newsletter';
import { hasControlCharacters, textInput } from './text';
import type { z } from '@/lib/zod';

const keep = (value: string) => value;

/** Every schema a visitor or a customer submits, with a valid value to spoil field by field. */
const SUBMITTED: { name: string; schema: z.ZodType; valid: Record<string, unknown> }[] = [
  {
    name: 'sign-in',
    schema: signInSchema(keep),
    valid: { email: 'julien@example.fr', password: 'secret123' },
  },
  {
    name: 'sign-up',
    schema: signUpSchema(keep),
    valid: {
      email: 'julien@example.fr',
      password: 'motdepasse1',
      firstName: 'Julien',
      lastName: 'Martin',
      phone: '06 12 34 56 78',
      isProfessional: true,
      companyName: 'Carrosserie Martin',
      siret: '12345678901234',
      acceptTerms: true,
    },
  },
  { name: 'reset', schema: resetRequestSchema(keep), valid: { email: 'julien@example.fr' } },
  {
    name: 'new password',
    schema: newPasswordSchema(),
    valid: { token: 'a'.repeat(32), password: 'motdepasse1' },
  },
  {
    name: 'profile',
    schema: profileSchema(keep),
    valid: {
      firstName: 'Julien',
      lastName: 'Martin',
      email: 'julien@example.fr',
      phone: '06 12 34 56 78',
      companyName: 'Carrosserie Martin',
      siret: '12345678901234',
    },
  },
  {
    name: 'address',
    schema: addressSchema(keep),
    valid: {
      label: 'Maison',
      firstName: 'Julien',
      lastName: 'Martin',
      companyName: 'Carrosserie Martin',
      addressLine1: '12 rue des Peintres',
      addressLine2: 'Bâtiment B',
      city: 'Lyon',
      postalCode: '69001',
      country: 'France',
      phone: '06 12 34 56 78',
    },
  },
  {
    name: 'contact',
    schema: contactSchema(keep),
    valid: { name: 'Julien', email: 'julien@example.fr', message: 'Bonjour, une question.' },
  },
  {
    name: 'newsletter',
    schema: newsletterSchema,
    valid: { email: 'julien@example.fr', website: '' },
  },
  {
    name: 'contest',
    schema: contestEntrySchema,
    valid: {
      contestId: '3f0e6a4c-1b2d-4c5e-8f90-123456789abc',
      name: 'Julien',
      email: 'julien@example.fr',
      acceptRules: true,
      website: '',
    },
  },
];

describe('control characters in submitted text', () => {
  it.each(SUBMITTED)('$name: the valid sample passes', ({ schema, valid }) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(SUBMITTED)(
    '$name: a NUL byte in any text field is that field’s French error',
    ({ schema, valid }) => {
      const textFields = Object.keys(valid).filter(
        (key) => typeof valid[key] === 'string' && key !== 'contestId' && key !== 'country',
      );
      expect(textFields.length).toBeGreaterThan(0);
      for (const field of textFields) {
        const value = valid[field] as string;
        const spoilt = `${value.slice(0, 2)}\u0000${value.slice(2)}`;
        const result = schema.safeParse({ ...valid, [field]: spoilt });
        expect(result.success, field).toBe(false);
        const issue = result.error?.issues.find((i) => i.path.join('.') === field);
        expect(issue?.message, field).toBe(VALIDATION.controlCharacters);
      }
    },
  );

  it('refuses C0 characters and DEL on one line, keeps tab and line breaks in a text area', () => {
    for (let code = 0; code < 0x20; code++) {
      const char = String.fromCharCode(code);
      expect(hasControlCharacters(`a${char}b`), `U+${code.toString(16)}`).toBe(true);
      expect(hasControlCharacters(`a${char}b`, true), `U+${code.toString(16)}`).toBe(
        !['\t', '\n', '\r'].includes(char),
      );
    }
    expect(hasControlCharacters('a\u007fb', true)).toBe(true);
    expect(hasControlCharacters('Éléonore d’Hauteville – 12 €')).toBe(false);
    const area = textInput({ multiline: true });
    expect(area.safeParse('ligne 1\r\n\tligne 2').success).toBe(true);
    expect(area.safeParse('ligne\u0000').error?.issues[0]?.message).toBe(
      VALIDATION.controlCharacters,
    );
  });
});
