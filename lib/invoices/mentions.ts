/**
 * The shop's invoice mentions that depend on a choice of the owner (set in /admin/accounting,
 * stored in `seo_settings` under `invoicing`, never in the environment): today the VAT-on-debits
 * option (CGI art. 242 nonies A, I-13°). Read inside the issuing transaction, so an invoice
 * freezes the setting in force when it was numbered.
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';

export const INVOICING_SETTING_KEY = 'invoicing';

export type InvoiceMentions = { vatOnDebits: boolean };

export const DEFAULT_MENTIONS: InvoiceMentions = { vatOnDebits: false };

/** The stored value read as mentions (anything missing or odd is the default). */
function mentionsOf(value: unknown): InvoiceMentions {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return { vatOnDebits: v.vatOnDebits === true };
}

export async function readInvoiceMentions(db: DbHandle): Promise<InvoiceMentions> {
  const { rows } = await db.execute<{ setting_value: unknown }>(sql`
    select setting_value from seo_settings where setting_key = ${INVOICING_SETTING_KEY}`);
  return mentionsOf(rows[0]?.setting_value);
}
