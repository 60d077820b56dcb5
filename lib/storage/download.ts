/**
 * A stored file's download name. Stored names are random (`<uuid>.pdf`); the shopper's browser
 * should save a sheet under the name it was uploaded with. A `download` attribute alone does not
 * do it: the answer's `Content-Disposition` file name wins over it. So the link carries the name
 * as `?download=<name>`, the parameter Supabase Storage's public URLs honour, and
 * `/api/uploads` (embedded mode) answers it the same way.
 */
const UNSAFE = /[^A-Za-z0-9._-]+/g;

/** A file name safe in a header: letters, digits, `.`, `_`, `-`; a `.pdf` kept; else null. */
export function safeDownloadName(name: string | null | undefined): string | null {
  const cleaned = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(UNSAFE, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 120);
  return cleaned === '' ? null : cleaned;
}

/** The link to a stored file that saves it as `filename` (unchanged without a usable name). */
export function downloadHref(url: string, filename: string | null | undefined): string {
  const name = safeDownloadName(filename);
  if (!name) return url;
  return `${url}${url.includes('?') ? '&' : '?'}download=${encodeURIComponent(name)}`;
}

/** The `Content-Disposition` of a served PDF: saved as `?download=` says, or shown inline. */
export function pdfDisposition(storedName: string, requested: string | null): string {
  const name = safeDownloadName(requested);
  return name ? `attachment; filename="${name}"` : `inline; filename="${storedName}"`;
}
