/** Accounts: local users and sessions, profiles, roles, addresses. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns';
import { userRole } from './enums';

/** Local-mode users. In hosted mode Supabase's auth.users plays this part. */
export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Local-mode sessions. `id` is the SHA-256 of the cookie's random token (the token itself is
 * never stored); `expiresAt` slides forward while the session is used.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Keyed by the user id (local users.id or Supabase auth.users.id). */
export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey(),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  companyName: text('company_name'),
  siret: text('siret'),
  isProfessional: boolean('is_professional').notNull().default(false),
  isVerifiedProfessional: boolean('is_verified_professional').notNull().default(false),
  /** Set by an admin: the account cannot sign in and is treated as a visitor (sessions revoked). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A row with role 'admin' and verified = true makes the user an administrator. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id').notNull(),
    role: userRole('role').notNull(),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id').notNull(),
    label: text('label').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('France'),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // France: 5 digits; Belgium and Luxembourg (the other destinations shipped to): 4 digits.
    check(
      'addresses_postal_code_chk',
      sql`(${t.country} = 'France' and ${t.postalCode} ~ '^[0-9]{5}$') or (${t.country} in ('Belgique', 'Luxembourg') and ${t.postalCode} ~ '^[0-9]{4}$')`,
    ),
  ],
);

/** Local-mode password reset links: single use (`usedAt`), expiring; only the token's hash is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Local-mode e-mail links (migration 0025): `confirm` confirms the address of a new account,
 * `change` makes `email` the account's sign-in address. Single use, expiring; only the token's
 * hash is kept.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'change'] }).notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    check('email_tokens_purpose_check', sql`${t.purpose} in ('confirm', 'change')`),
  ],
);

/**
 * Failed sign-ins (security screen): the e-mail typed, the address, why it failed (wrong
 * credentials, throttled, disabled account) and when. Never the password.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_failures_created_idx').on(t.createdAt),
    check('sign_in_failures_reason_chk', sql`${t.reason} in ('invalid', 'throttled', 'disabled')`),
  ],
);
