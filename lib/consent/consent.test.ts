import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_MAX_AGE_MONTHS,
  CONSENT_VERSION,
  DEFAULT_PREFERENCES,
  acceptAll,
  analyticsAllowed,
  createConsent,
  necessaryOnly,
  parseConsent,
  preferencesOf,
  serializeConsent,
} from './consent';

const now = new Date('2025-03-14T10:00:00.000Z');

describe('consent defaults', () => {
  it('uses version 2 and the spec defaults before any choice', () => {
    expect(CONSENT_VERSION).toBe('2');
    expect(DEFAULT_PREFERENCES).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(preferencesOf(null)).toEqual({ necessary: true, analytics: true, marketing: false });
  });

  it('gives no analytics consent until a choice is made', () => {
    expect(analyticsAllowed(null)).toBe(false);
  });
});

describe('choices', () => {
  it('accept all turns every category on', () => {
    expect(acceptAll(now)).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      timestamp: '2025-03-14T10:00:00.000Z',
      version: '2',
    });
  });

  it('necessary only keeps necessary and nothing else', () => {
    const consent = necessaryOnly(now);
    expect(consent).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(analyticsAllowed(consent)).toBe(false);
  });

  it('necessary cannot be switched off', () => {
    const consent = createConsent({ necessary: false, analytics: false, marketing: true }, now);
    expect(consent.necessary).toBe(true);
    expect(consent.marketing).toBe(true);
    expect(preferencesOf(consent)).toEqual({ necessary: true, analytics: false, marketing: true });
  });

  it('analytics is allowed only by a stored choice that says so', () => {
    expect(analyticsAllowed(createConsent({ analytics: true, marketing: false }, now))).toBe(true);
    expect(analyticsAllowed(createConsent({ analytics: false, marketing: true }, now))).toBe(false);
  });
});

describe('storage round trip', () => {
  it('parses what it serialises', () => {
    const consent = createConsent({ analytics: false, marketing: true }, now);
    expect(parseConsent(serializeConsent(consent), now)).toEqual({ consent, migrated: false });
  });

  it('serialises necessary as true even from a forged object', () => {
    const forged = { ...necessaryOnly(now), necessary: false } as unknown as ReturnType<
      typeof necessaryOnly
    >;
    expect(JSON.parse(serializeConsent(forged)).necessary).toBe(true);
  });

  it.each([null, undefined, '', 'not json', '42', '"texte"', '[]', 'null', '{}', '{"foo":1}'])(
    'treats %j as no choice',
    (raw) => {
      expect(parseConsent(raw, now)).toBeNull();
    },
  );

  it('rejects a current-version value whose switches are not booleans', () => {
    const raw = JSON.stringify({
      necessary: true,
      analytics: 'yes',
      marketing: false,
      version: '2',
    });
    expect(parseConsent(raw, now)).toBeNull();
  });

  it('forces necessary on a stored current-version value', () => {
    const raw = JSON.stringify({
      necessary: false,
      analytics: false,
      marketing: false,
      timestamp: '2025-01-01T00:00:00.000Z',
      version: '2',
    });
    expect(parseConsent(raw, now)?.consent.necessary).toBe(true);
  });

  it('replaces a missing or broken timestamp by now', () => {
    const raw = JSON.stringify({
      necessary: true,
      analytics: false,
      marketing: false,
      version: '2',
      timestamp: 'hier',
    });
    expect(parseConsent(raw, now)?.consent.timestamp).toBe(now.toISOString());
  });
});

describe('version change', () => {
  it('forces analytics to true on a consent stored with another version, keeps marketing', () => {
    const raw = JSON.stringify({
      necessary: true,
      analytics: false,
      marketing: true,
      timestamp: '2025-01-10T08:00:00.000Z',
      version: '1',
    });
    expect(parseConsent(raw, now)).toEqual({
      consent: {
        necessary: true,
        analytics: true,
        marketing: true,
        timestamp: '2025-01-10T08:00:00.000Z',
        version: '2',
      },
      migrated: true,
    });
  });

  it('treats a consent without version as an older format', () => {
    const raw = JSON.stringify({ necessary: true, analytics: false, marketing: false });
    const parsed = parseConsent(raw, now);
    expect(parsed?.migrated).toBe(true);
    expect(parsed?.consent.analytics).toBe(true);
    expect(parsed?.consent.marketing).toBe(false);
  });
});

describe('renewal after six months (CNIL)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a choice up to six months, asks again from six months on', () => {
    expect(CONSENT_MAX_AGE_MONTHS).toBe(6);
    const stored = serializeConsent(necessaryOnly(now));
    vi.useFakeTimers();
    // 14 March 10:00 + 6 months = 14 September 10:00.
    vi.setSystemTime(new Date('2025-09-14T09:59:59.000Z'));
    expect(parseConsent(stored)?.consent.analytics).toBe(false);
    vi.setSystemTime(new Date('2025-09-14T10:00:00.000Z'));
    expect(parseConsent(stored)).toBeNull();
    vi.setSystemTime(new Date('2026-03-14T10:00:00.000Z'));
    expect(parseConsent(stored)).toBeNull();
  });

  it('an old accept-all gives no analytics consent any more', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-10-01T00:00:00.000Z'));
    const parsed = parseConsent(serializeConsent(acceptAll(now)));
    expect(parsed).toBeNull();
    expect(analyticsAllowed(parsed?.consent ?? null)).toBe(false);
  });

  it('an old choice of another format version is asked again too', () => {
    const raw = JSON.stringify({
      necessary: true,
      analytics: false,
      marketing: true,
      timestamp: '2024-06-01T08:00:00.000Z',
      version: '1',
    });
    expect(parseConsent(raw, now)).toBeNull();
  });
});
