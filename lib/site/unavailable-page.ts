import { getT } from '@/lib/i18n/server';
import { RETRY_AFTER_SECONDS } from '@/lib/db/availability';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The French « service momentanément indisponible » page, whole and self-contained: it is
 * answered by proxy.ts while the database is down, so it needs nothing that would ask it (no
 * layout, no cached frame, no script).
 */
export function unavailablePage(): string {
  const t = getT('unavailable');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(t('title'))}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#111827}main{max-width:36rem;margin:4rem auto;padding:0 1rem}h1{font-size:1.5rem}a{color:#1d4ed8}</style>
</head><body><main id="contenu"><h1>${escape(t('heading'))}</h1><p>${escape(t('body'))}</p>
<p><a href="">${escape(t('retry'))}</a></p></main></body></html>`;
}

/** Headers of every « indisponible » answer: never kept, try again in a while. */
export function unavailableHeaders(contentType: string): Headers {
  return new Headers({
    'content-type': contentType,
    'cache-control': 'no-store',
    'retry-after': String(RETRY_AFTER_SECONDS),
  });
}
