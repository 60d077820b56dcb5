/**
 * The test card and the colour-match guarantee as the owner sets them in /admin/garanties
 * (issue 41 §2), stored in `seo_settings` under `guarantee` like the other owner settings: the
 * test card's price (0: « offerte »), the number of days a claim may be filed after delivery
 * (or shipping) and the conditions' text. A leaf module: the pricing, the cart and lib/guarantee read it
 * without importing each other.
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
export const GUARANTEE_SETTING_KEY = 'guarantee';

export type GuaranteeSettings = {
  /** TTC, integer cents; 0: the card is free. */
  testCardPriceCents: number;
  /** Days after delivery (or shipping) during which a claim may be filed. */
  claimDays: number;
  /** The conditions as the owner wrote them (empty: the shop's standard text is shown). */
  conditions: string;
};

export const DEFAULT_GUARANTEE: GuaranteeSettings = {
  testCardPriceCents: 0,
  claimDays: 30,
  conditions: '',
};

export const MAX_TEST_CARD_CENTS = 5_000;
export const MAX_CLAIM_DAYS = 365;

const whole = (value: unknown, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max
    ? value
    : fallback;

/** The stored value read as settings (anything missing or odd is the default). */
export function guaranteeSettingsOf(value: unknown): GuaranteeSettings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    testCardPriceCents: whole(
      v.testCardPriceCents,
      MAX_TEST_CARD_CENTS,
      DEFAULT_GUARANTEE.testCardPriceCents,
    ),
    claimDays: Math.max(1, whole(v.claimDays, MAX_CLAIM_DAYS, DEFAULT_GUARANTEE.claimDays)),
    conditions: typeof v.conditions === 'string' ? v.conditions.slice(0, 4000) : '',
  };
}

/** The owner's test card and guarantee settings (the defaults until /admin/garanties saves). */
export async function readGuaranteeSettings(db: DbHandle): Promise<GuaranteeSettings> {
  const { rows } = await db.execute<{ setting_value: unknown }>(sql`
    select setting_value from seo_settings where setting_key = ${GUARANTEE_SETTING_KEY}`);
  return guaranteeSettingsOf(rows[0]?.setting_value);
}
