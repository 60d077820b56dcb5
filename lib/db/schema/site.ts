/** Site: consent log, settings, newsletter, contact, e-mail outbox, legacy redirects. */
import {
  bigint,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
    /**
     * Plain-text body; null while the row holds a render reference (`render`) instead: the
     * worker renders the template at delivery and writes the text and HTML sent here.
     */
    text: text('text'),
    html: text('html'),
    template: text('template'),
    /**
     * What to render at delivery (`{ template, orderId, … }`, lib/mail/render.ts) instead of a
     * body rendered in the transaction that queued the e-mail (the order e-mails).
     */
    render: jsonb('render'),
    /**
     * Documents attached at delivery time, by reference (`{ kind: 'invoice', invoiceId }`): the
     * row stays small and the PDF is rendered (and stored) by the worker if it is missing.
     */
    attachments: jsonb('attachments'),
    /**
     * Extra mail headers sent as they are (`{ 'List-Unsubscribe': '<https://…>' }`): the
     * newsletter's one-click unsubscribe (RFC 8058).
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: emailStatus('status').notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * Sending order (migration 0028): 1 for the transactional e-mails, 0 for the newsletter; the
     * worker claims the highest first, so an order e-mail never waits behind a newsletter.
     */
    priority: smallint('priority').notNull().default(1),
    /** Failed attempts so far, and when the next one may run (exponential backoff). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last attempt failed (`error` says why): the dashboard's « SMTP refuses » alert. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.createdAt),
    index('email_outbox_queue_idx')
      .on(t.priority.desc(), t.createdAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('email_outbox_failed_at_idx')
      .on(t.failedAt)
      .where(sql`${t.failedAt} is not null`),
    index('email_outbox_sent_at_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
    check('email_outbox_body_check', sql`${t.text} is not null or ${t.render} is not null`),
  ],
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

/**
 * Secrets the servers generate on first start and share through the database (migration 0026):
 * `link-signing`, the key of the e-mailed newsletter links (lib/security/link-secret.ts).
 * Row-level security on, no policy: never readable through a hosted API role.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * One row per job worker process (migration 0027), its `beat_at` written every few seconds
 * (lib/jobs/heartbeat.ts): the health route and the dashboard read the newest one.
 */
/** The last alert e-mail of each kind sent to the shop (lib/jobs/owner-alerts.ts). */
export const ownerAlerts = pgTable('owner_alerts', {
  kind: text('kind').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Contests of /tirage-au-sort: the page shows the one running (active, between its dates);
 * the admin's draw reads its entries.
 */
export const contests = pgTable('contests', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  prize: text('prize').notNull(),
  /** The rules, paragraphs separated by blank lines. */
  rules: text('rules').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Set by the admin's draw. */
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One participation per e-mail (lower-cased) per contest; `is_winner` is set by the draw. */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: id(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    rulesAcceptedAt: timestamp('rules_accepted_at', { withTimezone: true }).notNull(),
    isWinner: boolean('is_winner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contest_entries_contest_email_key').on(t.contestId, t.email)],
);

/**
 * Newsletters written in /admin/newsletters: a draft until « Envoyer », then one e-mail per
 * confirmed subscriber (`newsletter_deliveries`). The body is plain text (paragraphs separated by
 * blank lines), escaped when it becomes HTML: no raw HTML reaches an e-mail.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('draft'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('newsletters_status_chk', sql`${t.status} in ('draft', 'sent')`)],
);

/**
 * One row per newsletter and subscriber: a newsletter reaches an address once (the unique key
 * makes a second send impossible, even from two servers); the delivery status is the outbox's.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: id(),
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    emailId: uuid('email_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_once_key').on(t.newsletterId, t.subscriberId),
    index('newsletter_deliveries_email_idx').on(t.emailId),
  ],
);

/**
 * A contest draw (/admin/contest-draw), kept so anyone can check it: the seed, the eligible
 * entries in the order they were drawn from (ids, and the sha256 of that list), the winners.
 * The same seed over the same list always gives the same winners (lib/admin/contest-draw/draw.ts).
 */
export const contestDraws = pgTable(
  'contest_draws',
  {
    id: id(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    winnerCount: integer('winner_count').notNull(),
    entryIds: jsonb('entry_ids').$type<string[]>().notNull(),
    listSha256: text('list_sha256').notNull(),
    winnerIds: jsonb('winner_ids').$type<string[]>().notNull(),
    drawnBy: text('drawn_by').notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contest_draws_contest_idx').on(t.contestId, t.createdAt)],
);

/**
 * The admin audit log: every write made in `/admin` records who, when, what and the values
 * before and after (issue 18), in the same transaction as the write. Rows are never updated
 * (a trigger refuses UPDATE and DELETE); part 2's security screen reads them.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** The admin action's name, e.g. `admin.brands.update`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_entity_idx').on(table.entity, table.entityId),
    index('admin_audit_log_actor_idx').on(table.actorId, table.createdAt),
  ],
);

/**
 * When each cache tag was last invalidated, shared by every server instance
 * (lib/cache/shared-tags.ts): a write through any instance records its tags here and notifies
 * `cache_tags_expired`; the others expire their own cached entries for those tags.
 */
export const cacheTagExpirations = pgTable(
  'cache_tag_expirations',
  {
    tag: text('tag').primaryKey(),
    expiredAt: timestamp('expired_at', { withTimezone: true }).notNull().defaultNow(),
    /** The instance that wrote it (it has already expired its own entries). */
    origin: text('origin').notNull(),
  },
  (t) => [index('cache_tag_expirations_expired_at_idx').on(t.expiredAt)],
);
