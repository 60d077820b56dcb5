import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** sanitize-html escapes the text it keeps; give back plain text (&amp; last). */
function decode(escaped: string): string {
  return escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * Spec: « All text inputs are stripped of HTML before validation ». Tags go (script, style and
 * similar with their content), the text stays as typed (« R&D », « 2 < 3 »). Runs again while
 * the result changes, so entity-encoded markup (« &lt;b&gt; ») does not come back as a tag.
 */
export function stripHtml(value: string): string {
  let current = value;
  for (let pass = 0; pass < 3; pass += 1) {
    const next = decode(sanitizeHtml(current, OPTIONS));
    if (next === current) break;
    current = next;
  }
  return current;
}
