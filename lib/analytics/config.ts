/**
 * Analytics constants of the spec (section 9), applied to posthog-js in `posthog.ts`.
 * The request timeout (60 s) is posthog-js's own default for its requests, not an option.
 */
export const ANALYTICS = {
  sessionIdleTimeoutSeconds: 1800,
  cookieExpirationDays: 365,
  featureFlagRequestTimeoutMs: 3000,
  requestTimeoutMs: 60_000,
} as const;

/** What the server layout hands to the browser: analytics is off without a key. */
export type AnalyticsSettings = { apiKey: string; host: string } | null;
