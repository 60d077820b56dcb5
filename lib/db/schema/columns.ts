/** Column helpers every table uses. */
import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A CLP label (issue 39 §2, lib/hazard/codes.ts): GHS01…GHS09, 'danger' | 'warning' (null when
 * not classified), H and EUH codes. Products, variants and the colour paint's paint types.
 */
export const hazardLabel = () => ({
  hazardPictograms: text('hazard_pictograms')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  hazardSignalWord: text('hazard_signal_word'),
  hazardStatements: text('hazard_statements')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
