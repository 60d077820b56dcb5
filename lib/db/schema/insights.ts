/** Lost orders' reminders and the searches that found nothing (admin part 2, issue 19). */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { orders } from './commerce';

/**
 * One reminder e-mail sent by the admin for a lost cart or an unpaid order
 * (`/admin/lost-orders`). At most one per cart and one per order, enforced here by the unique
 * indexes: a cart is its customer's lines as they were first put in (`cart_started_at`, the
 * oldest line's creation), so a cart emptied by an order and filled again later is a new cart.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** The customer (cart: always; order: the order's account, if any). */
    userId: uuid('user_id'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    cartStartedAt: timestamp('cart_started_at', { withTimezone: true }),
    email: text('email').notNull(),
    /** The cart's or order's value TTC when the reminder was sent (cents). */
    valueCents: integer('value_cents').notNull(),
    /** The queued e-mail (email_outbox). */
    emailId: uuid('email_id').notNull(),
    sentBy: uuid('sent_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'cart_reminders_kind_chk',
      sql`(${t.kind} = 'cart' and ${t.userId} is not null and ${t.cartStartedAt} is not null) or (${t.kind} = 'order' and ${t.orderId} is not null)`,
    ),
    uniqueIndex('cart_reminders_cart_idx')
      .on(t.userId, t.cartStartedAt)
      .where(sql`${t.kind} = 'cart'`),
    uniqueIndex('cart_reminders_order_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'order'`),
    index('cart_reminders_sent_idx').on(t.sentAt),
  ],
);

/**
 * Searches that found nothing, counted per normalised text (lower case, no accents, at most
 * 100 characters). Nothing personal is kept: no IP, no account, no session — only the text,
 * how many times and when it was first and last searched.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').primaryKey(),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_misses_count_idx').on(t.count.desc(), t.lastSeenAt.desc())],
);
