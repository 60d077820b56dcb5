import type { HtmlStripper } from './contact';
import { VALIDATION } from './messages';
import { textInput } from './text';
import { z } from '@/lib/zod';

/**
 * Account forms (spec section 5), shared by react-hook-form in the browser and the server
 * actions: each schema is built with the HTML stripper of its side. Every text is refused if it holds
 * a control character (lib/validation/text.ts), then stripped of HTML, trimmed and validated; a value that is not a string is refused with the field's
 * message.
 */
const ACCOUNT_LIMITS = {
  emailMax: 255,
  nameMax: 100,
  loginPasswordMin: 6,
  passwordMin: 8,
  passwordMax: 100,
  addressLineMax: 200,
  companyMax: 100,
  countryMax: 50,
} as const;

/** Destinations the shop ships to, with the postal code each one uses. */
export const COUNTRIES = ['France', 'Belgique', 'Luxembourg'] as const;
type Country = (typeof COUNTRIES)[number];
const POSTAL_CODE: Record<Country, RegExp> = {
  France: /^\d{5}$/,
  Belgique: /^\d{4}$/,
  Luxembourg: /^\d{4}$/,
};

const M = VALIDATION;

function text(message: string, strip: HtmlStripper) {
  return textInput({ message }).transform((value) => strip(value).trim());
}

function email(strip: HtmlStripper, empty = M.emailInvalid) {
  return text(M.emailInvalid, strip).pipe(
    z
      .string()
      .min(1, { error: empty })
      .pipe(z.email({ error: M.emailInvalid }).max(ACCOUNT_LIMITS.emailMax, M.emailInvalid)),
  );
}

function requiredName(strip: HtmlStripper, max: number = ACCOUNT_LIMITS.nameMax) {
  return text(M.required, strip).pipe(
    z.string().min(1, { error: M.required }).max(max, { error: M.required }),
  );
}

function optional(strip: HtmlStripper, max: number, message = M.invalidInput) {
  return text(message, strip)
    .pipe(z.string().max(max, { error: message }))
    .optional()
    .default('');
}

/** Optional phone: optional leading +, then digits, spaces, hyphens or brackets; 8-20 chars. */
const PHONE = /^\+?[\d\s\-()]{7,19}$/;
function phone(strip: HtmlStripper) {
  return text(M.phoneInvalid, strip)
    .refine((v) => v === '' || (v.length >= 8 && v.length <= 20 && PHONE.test(v)), {
      error: M.phoneInvalid,
    })
    .optional()
    .default('');
}

function siret(strip: HtmlStripper) {
  return text(M.siretInvalid, strip)
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v === '' || /^\d{14}$/.test(v), { error: M.siretInvalid })
    .optional()
    .default('');
}

/** Passwords are not stripped (a password may contain « < »), only bounded. */
function password(min: number, minMessage: string, maxMessage = M.passwordTooLong) {
  return textInput({ message: minMessage })
    .min(min, { error: minMessage })
    .max(ACCOUNT_LIMITS.passwordMax, { error: maxMessage });
}

export function signInSchema(strip: HtmlStripper) {
  return z.object({
    email: email(strip),
    password: password(ACCOUNT_LIMITS.loginPasswordMin, M.loginPasswordTooShort),
  });
}

/**
 * Who the account is for, as the sign-up form asks it: the same fields (and French messages)
 * for a shopper signing up and for the owner creating a customer's account on the phone
 * (lib/validation/admin-customers.ts).
 */
export function accountHolderFields(strip: HtmlStripper) {
  return {
    email: email(strip),
    firstName: requiredName(strip),
    lastName: requiredName(strip),
    phone: phone(strip),
    isProfessional: z.boolean({ error: M.invalidInput }).default(false),
    companyName: text(M.invalidInput, strip).optional().default(''),
    siret: text(M.siretInvalid, strip)
      .transform((v) => v.replace(/\s+/g, ''))
      .optional()
      .default(''),
  };
}

type Holder = { isProfessional: boolean; companyName: string; siret: string };

/** Company name and SIRET belong to a professional account only. */
export function professionalRule(v: Holder, ctx: z.RefinementCtx) {
  if (!v.isProfessional) return;
  if (v.companyName.length > ACCOUNT_LIMITS.companyMax) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: M.invalidInput });
  }
  if (v.siret !== '' && !/^\d{14}$/.test(v.siret)) {
    ctx.addIssue({ code: 'custom', path: ['siret'], message: M.siretInvalid });
  }
}

/** An individual's account keeps no company name nor SIRET. */
export const professionalOnly = <T extends Holder>(v: T): T =>
  v.isProfessional ? v : { ...v, companyName: '', siret: '' };

export function signUpSchema(strip: HtmlStripper) {
  return z
    .object({
      ...accountHolderFields(strip),
      password: password(ACCOUNT_LIMITS.passwordMin, M.passwordTooShort),
      acceptTerms: z.literal(true, { error: M.termsRequired }),
      /** Newsletter at account creation: the same double opt-in as the footer form. */
      newsletter: z.boolean({ error: M.invalidInput }).default(false),
    })
    .superRefine(professionalRule)
    .transform(professionalOnly);
}

export function resetRequestSchema(strip: HtmlStripper) {
  return z.object({ email: email(strip, M.emailPrompt) });
}

export function newPasswordSchema() {
  return z.object({
    token: textInput({ message: M.invalidInput }).min(16, M.invalidInput).max(200, M.invalidInput),
    password: password(ACCOUNT_LIMITS.passwordMin, M.passwordTooShort),
  });
}

export function profileSchema(strip: HtmlStripper) {
  return z.object({
    firstName: requiredName(strip),
    lastName: requiredName(strip),
    email: email(strip),
    phone: phone(strip),
    companyName: optional(strip, ACCOUNT_LIMITS.companyMax),
    siret: siret(strip),
    /** Asked only when the e-mail changes (the server checks it); never stripped nor stored. */
    currentPassword: z
      .string({ error: M.invalidInput })
      .max(ACCOUNT_LIMITS.passwordMax, { error: M.passwordTooLong })
      .optional()
      .default(''),
  });
}

export function addressSchema(strip: HtmlStripper) {
  return z
    .object({
      label: requiredName(strip),
      firstName: requiredName(strip),
      lastName: requiredName(strip),
      companyName: optional(strip, ACCOUNT_LIMITS.companyMax),
      addressLine1: text(M.addressRequired, strip).pipe(
        z
          .string()
          .min(1, { error: M.addressRequired })
          .max(ACCOUNT_LIMITS.addressLineMax, { error: M.addressRequired }),
      ),
      addressLine2: optional(strip, ACCOUNT_LIMITS.addressLineMax),
      city: requiredName(strip),
      postalCode: text(M.postalCodeInvalid, strip),
      country: z.enum(COUNTRIES, { error: M.invalidInput }).default('France'),
      phone: phone(strip),
      isDefault: z.boolean({ error: M.invalidInput }).optional().default(false),
    })
    .superRefine((v, ctx) => {
      if (!POSTAL_CODE[v.country].test(v.postalCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['postalCode'],
          message: v.country === 'France' ? M.postalCodeInvalid : M.postalCodeInvalid4,
        });
      }
    });
}

export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;
export type SignUp = z.output<ReturnType<typeof signUpSchema>>;
export type ProfileInput = z.input<ReturnType<typeof profileSchema>>;
export type Profile = z.output<ReturnType<typeof profileSchema>>;
export type AddressInput = z.input<ReturnType<typeof addressSchema>>;
export type Address = z.output<ReturnType<typeof addressSchema>>;
