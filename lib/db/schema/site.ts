/** Site: consent log, settings, newsletter, contact, e-mail outbox, legacy redirects. */
import {
  bigint,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns';
import { emailStatus } from './enums';

export const cookieConsentLog = pgTable('cookie_consent_log', {
  id: id(),
  userId: uuid('user_id'),
  consentData: jsonb('consent_data').notNull(),
  ipAddress: inet('ip_address'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

export const seoSettings = pgTable('seo_settings', {
  id: id(),
  settingKey: text('setting_key').notNull().unique(),
  settingValue: jsonb('setting_value').notNull(),
  updatedAt: updatedAt(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: id(),
  email: text('email').notNull().unique(),
  confirmToken: text('confirm_token'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template'),
    status: emailStatus('status').notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

export const legacyRedirects = pgTable('legacy_redirects', {
  id: id(),
  oldPath: text('old_path').notNull().unique(),
  newPath: text('new_path').notNull(),
  hits: integer('hits').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Throttling counters of `rate-limiter-flexible` (its Postgres store, shared by every server
 * instance): sign-in attempts, contact form, newsletter. Columns as the library expects.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
