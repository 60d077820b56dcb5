/**
 * css_preview holds a CSS colour or gradient typed by people in the admin. Only a conservative
 * character set is let through to a style attribute (no `;`, braces, quotes, `url(`), anything
 * else falls back to a neutral grey.
 */
export const FALLBACK_SWATCH = '#c8c8c8';

const SAFE = /^[#a-zA-Z0-9(),.%\s-]+$/;

export function safeCssColour(value: string | null | undefined): string {
  const text = value?.trim();
  if (!text || text.length > 300 || !SAFE.test(text) || /url\s*\(/i.test(text)) {
    return FALLBACK_SWATCH;
  }
  return text;
}
