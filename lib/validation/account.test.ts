import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  profileSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from './account';
import { stripHtml } from './strip-html';

const errors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('account schemas (spec section 5)', () => {
  it('sign-in: valid e-mail, password of 6 at least', () => {
    expect(errors(signInSchema(stripHtml).safeParse({ email: 'x', password: '12345' }))).toEqual({
      email: 'Email invalide',
      password: 'Le mot de passe doit contenir au moins 6 caractères',
    });
  });

  it('sign-up: names, 8-100 password, terms, SIRET only for professionals, HTML stripped', () => {
    const base = {
      email: ' Lea@Example.fr ',
      password: 'motdepasse',
      firstName: '<b>Léa</b>',
      lastName: 'Durand',
      acceptTerms: true,
    };
    const parsed = signUpSchema(stripHtml).parse({ ...base, siret: '123', companyName: 'X' });
    expect(parsed).toMatchObject({
      email: 'Lea@Example.fr',
      firstName: 'Léa',
      siret: '',
      companyName: '',
    });
    expect(
      errors(
        signUpSchema(stripHtml).safeParse({
          ...base,
          firstName: '<img src=x>',
          password: 'x'.repeat(101),
          acceptTerms: false,
          phone: 'abc',
        }),
      ),
    ).toEqual({
      firstName: 'Ce champ est requis',
      password: 'Le mot de passe est trop long',
      acceptTerms: "Vous devez accepter les conditions d'utilisation.",
      phone: 'Numéro de téléphone invalide',
    });
    const pro = { ...base, isProfessional: true, companyName: 'Atelier' };
    expect(errors(signUpSchema(stripHtml).safeParse({ ...pro, siret: '123' }))).toEqual({
      siret: 'SIRET invalide (14 chiffres)',
    });
    expect(signUpSchema(stripHtml).parse({ ...pro, siret: '732 829 320 00074' }).siret).toBe(
      '73282932000074',
    );
  });

  it('reset: an empty e-mail asks for one', () => {
    expect(errors(resetRequestSchema(stripHtml).safeParse({ email: '  ' }))).toEqual({
      email: 'Veuillez entrer votre adresse email',
    });
  });

  it('address: 5 digits for France, 4 for Belgium and Luxembourg', () => {
    const address = {
      label: 'Atelier',
      firstName: 'A',
      lastName: 'B',
      addressLine1: '1 rue X',
      city: 'Lyon',
      postalCode: '6900',
    };
    expect(errors(addressSchema(stripHtml).safeParse(address))).toEqual({
      postalCode: 'Code postal invalide (5 chiffres)',
    });
    expect(addressSchema(stripHtml).safeParse({ ...address, postalCode: '69001' }).success).toBe(
      true,
    );
    expect(
      errors(
        addressSchema(stripHtml).safeParse({
          ...address,
          country: 'Belgique',
          postalCode: '10000',
        }),
      ),
    ).toEqual({
      postalCode: 'Code postal invalide (4 chiffres)',
    });
    expect(
      addressSchema(stripHtml).safeParse({ ...address, country: 'Luxembourg', postalCode: '1050' })
        .success,
    ).toBe(true);
    expect(
      errors(
        addressSchema(stripHtml).safeParse({ ...address, postalCode: '69001', addressLine1: ' ' }),
      ),
    ).toEqual({
      addressLine1: 'Adresse requise',
    });
  });

  it('refuses any body shape without throwing', () => {
    for (const body of [null, 42, 'x', [], { email: {} }, { firstName: 1 }]) {
      expect(profileSchema(stripHtml).safeParse(body).success).toBe(false);
      expect(signUpSchema(stripHtml).safeParse(body).success).toBe(false);
    }
  });
});
