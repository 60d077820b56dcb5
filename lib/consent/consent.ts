/**
 * Cookie consent model (spec: « Cookie banner and preferences », section 4 and 9). Pure: no
 * browser API here, so every rule is unit-tested; `consent-store.ts` reads and writes storage.
 *
 * Reading of the spec kept here:
 * - version '2'; necessary is always true and cannot be switched off;
 * - before an explicit choice, the preferences dialog starts from the defaults
 *   (necessary true, analytics true, marketing false), but nothing counts as given: analytics
 *   only runs once a stored choice says so (`analyticsAllowed`);
 * - a stored consent of another format version stays a choice (the banner does not come back)
 *   but its analytics flag is forced to true and it is rewritten as version '2';
 * - a choice is asked again six months after it was made (CNIL recommendation of 17 September
 *   2020, art. 82 loi Informatique et Libertés): an older one is no choice.
 */
export const CONSENT_VERSION = '2';
export const CONSENT_STORAGE_KEY = 'nuancier-cookie-consent';
/** Window event that opens the preferences dialog (footer button, other pages). */
export const OPEN_PREFERENCES_EVENT = 'openCookiePreferences';
/** Window event fired after a choice is stored (analytics listens to it). */
export const CONSENT_CHANGED_EVENT = 'cookieConsentChanged';

/** How long a choice holds before the banner asks again (CNIL: six months is a good practice). */
export const CONSENT_MAX_AGE_MONTHS = 6;

/** True when the choice made at `timestamp` is at least six calendar months old at `now`. */
function consentExpired(timestamp: string, now: Date): boolean {
  const renewal = new Date(timestamp);
  renewal.setUTCMonth(renewal.getUTCMonth() + CONSENT_MAX_AGE_MONTHS);
  return now.getTime() >= renewal.getTime();
}

export type ConsentPreferences = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
};

export type Consent = ConsentPreferences & {
  /** ISO date of the choice. */
  timestamp: string;
  version: typeof CONSENT_VERSION;
};

export const DEFAULT_PREFERENCES: Readonly<ConsentPreferences> = Object.freeze({
  necessary: true,
  analytics: true,
  marketing: false,
});

/** A stored choice from explicit preferences; necessary is forced on whatever is passed. */
export function createConsent(
  preferences: { analytics: boolean; marketing: boolean; necessary?: boolean },
  now: Date = new Date(),
): Consent {
  return {
    necessary: true,
    analytics: preferences.analytics === true,
    marketing: preferences.marketing === true,
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
  };
}

export function acceptAll(now: Date = new Date()): Consent {
  return createConsent({ analytics: true, marketing: true }, now);
}

export function necessaryOnly(now: Date = new Date()): Consent {
  return createConsent({ analytics: false, marketing: false }, now);
}

export function serializeConsent(consent: Consent): string {
  return JSON.stringify(createConsent(consent, new Date(consent.timestamp)));
}

export type ParsedConsent = {
  consent: Consent;
  /** True when the stored value had another version and must be written back. */
  migrated: boolean;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validTimestamp(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Reads what localStorage holds. Anything unreadable (missing, not JSON, wrong shape) is no
 * choice at all: the banner shows again. Never throws.
 */
export function parseConsent(
  raw: string | null | undefined,
  now: Date = new Date(),
): ParsedConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  // A consent of any version carries at least one of its boolean switches.
  if (typeof value.analytics !== 'boolean' && typeof value.necessary !== 'boolean') return null;
  const timestamp = validTimestamp(value.timestamp) ?? now.toISOString();
  // Six months on, the choice is asked again (the banner shows, analytics stops meanwhile).
  if (consentExpired(timestamp, now)) return null;
  if (value.version !== CONSENT_VERSION) {
    // Another format version: keep the choice, force analytics on (spec, section 4).
    const consent: Consent = {
      necessary: true,
      analytics: true,
      marketing: value.marketing === true,
      timestamp,
      version: CONSENT_VERSION,
    };
    return { consent, migrated: true };
  }
  if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
  return {
    consent: {
      necessary: true,
      analytics: value.analytics,
      marketing: value.marketing,
      timestamp,
      version: CONSENT_VERSION,
    },
    migrated: false,
  };
}

/** The switches the preferences dialog starts from: the stored choice, else the defaults. */
export function preferencesOf(consent: Consent | null): ConsentPreferences {
  if (!consent) return { ...DEFAULT_PREFERENCES };
  return { necessary: true, analytics: consent.analytics, marketing: consent.marketing };
}

/** Analytics (page views) only after an explicit choice that allows it. */
export function analyticsAllowed(consent: Consent | null): boolean {
  return consent !== null && consent.analytics;
}
