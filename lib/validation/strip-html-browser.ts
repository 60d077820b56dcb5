/** Elements whose content is not text (sanitize-html's `nonTextTags`): dropped with it. */
const NON_TEXT = 'script,style,textarea,option,noscript';

/**
 * The browser's stand-in for `stripHtml` (sanitize-html, ~110 kB gzipped, stays on the
 * server): the form's quick feedback strips tags the same way with the browser's own inert
 * parser (DOMParser runs no script and loads nothing). The server action strips again with
 * sanitize-html and has the last word.
 */
export function stripHtmlInBrowser(value: string): string {
  let current = value;
  for (let pass = 0; pass < 3 && /[<&]/.test(current); pass += 1) {
    const doc = new DOMParser().parseFromString(current, 'text/html');
    doc.querySelectorAll(NON_TEXT).forEach((node) => node.remove());
    const next = doc.body.textContent ?? '';
    if (next === current) break;
    current = next;
  }
  return current;
}
