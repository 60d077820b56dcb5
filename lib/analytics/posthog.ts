'use client';

import type { PostHog } from 'posthog-js';
import { ANALYTICS } from './config';

/**
 * The only door to PostHog. posthog-js is imported (dynamic import, its own chunk) the first
 * time analytics is switched on after consent, never before: without consent or without a key,
 * no script is loaded and nothing is sent. Withdrawing consent opts out (nothing captured
 * afterwards) and forgets the identifiers PostHog stored.
 */
type State = {
  settings: { apiKey: string; host: string } | null;
  enabled: boolean;
  client: PostHog | null;
  loading: Promise<PostHog> | null;
  /** Events captured while the library loads (the spec's « retry loop » waiting for it). */
  pending: Array<{ event: string; properties: Record<string, unknown> }>;
};

const state: State = { settings: null, enabled: false, client: null, loading: null, pending: [] };

function load(settings: { apiKey: string; host: string }): Promise<PostHog> {
  state.loading ??= import('posthog-js').then(({ default: posthog }) => {
    posthog.init(settings.apiKey, {
      api_host: settings.host,
      capture_pageview: false,
      capture_pageleave: false,
      autocapture: false,
      disable_session_recording: true,
      disable_surveys: true,
      // No script from PostHog's servers (extensions, remote config script): only its API.
      disable_external_dependency_loading: true,
      person_profiles: 'identified_only',
      persistence: 'localStorage+cookie',
      cookie_expiration: ANALYTICS.cookieExpirationDays,
      session_idle_timeout_seconds: ANALYTICS.sessionIdleTimeoutSeconds,
      feature_flag_request_timeout_ms: ANALYTICS.featureFlagRequestTimeoutMs,
    });
    state.client = posthog;
    return posthog;
  });
  return state.loading;
}

function flush(client: PostHog) {
  const queued = state.pending.splice(0);
  for (const { event, properties } of queued) client.capture(event, properties);
}

/** Analytics consent given (or still given): load the library once, then capture. */
export function enableAnalytics(settings: { apiKey: string; host: string }) {
  state.settings = settings;
  if (state.enabled) return;
  state.enabled = true;
  load(settings).then(
    (client) => {
      if (!state.enabled) return;
      if (client.has_opted_out_capturing()) client.opt_in_capturing({ captureEventName: null });
      flush(client);
    },
    () => {
      state.pending = [];
    },
  );
}

/** Consent withdrawn (or never given): nothing more leaves the browser. */
export function disableAnalytics() {
  state.enabled = false;
  state.pending = [];
  const client = state.client;
  if (client) {
    client.opt_out_capturing();
    client.reset();
  }
}

/** Sends one event when analytics is on; dropped otherwise. */
export function capture(event: string, properties: Record<string, unknown> = {}) {
  if (!state.enabled) return;
  if (state.client) state.client.capture(event, properties);
  else state.pending.push({ event, properties });
}
