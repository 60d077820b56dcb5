'use client';

import { useSyncExternalStore } from 'react';
import {
  CONSENT_CHANGED_EVENT,
  CONSENT_STORAGE_KEY,
  parseConsent,
  serializeConsent,
  type Consent,
} from './consent';
import { clientLog } from '@/lib/log/client';
import { recordConsentChoice } from './actions';

/** The stored choice, read from localStorage (browser only); cached per raw value. */
let cachedRaw: string | null | undefined;
let cachedConsent: Consent | null = null;
/** Used when storage is unavailable (private mode, policy): the choice lasts for this page. */
let memoryRaw: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return memoryRaw;
  }
}

function snapshot(): Consent | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedConsent;
  cachedRaw = raw;
  const parsed = parseConsent(raw);
  cachedConsent = parsed?.consent ?? null;
  if (parsed?.migrated) writeRaw(serializeConsent(parsed.consent));
  return cachedConsent;
}

function writeRaw(value: string) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch (error) {
    memoryRaw = value;
    clientLog.error('Consentement cookies non enregistré dans le navigateur', error);
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  };
}

/**
 * Stores a choice, tells the page (banner, analytics) about it, and logs it on the server
 * (`cookie_consent_log`, the shop's proof of consent). The log never delays the choice.
 */
export function saveConsent(consent: Consent) {
  writeRaw(serializeConsent(consent));
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: consent }));
  recordConsentChoice(consent).then(
    (result) => {
      if (!result.ok) clientLog.error('Consentement non journalisé', result.error);
    },
    (error: unknown) => clientLog.error('Consentement non journalisé', error),
  );
}

/**
 * The stored consent: `undefined` while rendering on the server and during hydration (unknown),
 * then the choice or `null` when none was made.
 */
export function useStoredConsent(): Consent | null | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}
