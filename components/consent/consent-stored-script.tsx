import { CONSENT_STORAGE_KEY } from '@/lib/consent/consent';

/**
 * Runs as the page is parsed, before the cookie banner below it is painted: marks `<html>` with
 * `data-consent="stored"` when a choice is in localStorage, else `"none"`. The banner is in the
 * server's HTML (so a first visit from a search engine sees it at first paint, not once the
 * page's JavaScript has run: it was the product page's largest paint, issue 12), and
 * `globals.css` shows it only under `data-consent="none"`: a returning visitor never sees it
 * flash, and without JavaScript (no analytics to consent to) there is none. The React island
 * (`CookieConsent`) takes over once hydrated, reading and validating the stored choice.
 */
export function ConsentStoredScript() {
  const key = JSON.stringify(CONSENT_STORAGE_KEY);
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `try{document.documentElement.dataset.consent=localStorage.getItem(${key})?"stored":"none"}catch(e){document.documentElement.dataset.consent="none"}`,
      }}
    />
  );
}
