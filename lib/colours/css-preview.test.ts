import { describe, expect, it } from 'vitest';
import { FALLBACK_SWATCH, safeCssColour } from './css-preview';

describe('safeCssColour', () => {
  it('keeps colours and gradients', () => {
    expect(safeCssColour('#8d9096')).toBe('#8d9096');
    expect(safeCssColour(' rgb(12, 34, 56) ')).toBe('rgb(12, 34, 56)');
    expect(safeCssColour('linear-gradient(135deg, #111 0%, #555 100%)')).toBe(
      'linear-gradient(135deg, #111 0%, #555 100%)',
    );
  });

  it('refuses anything that could escape the declaration', () => {
    expect(safeCssColour('red; position: fixed')).toBe(FALLBACK_SWATCH);
    expect(safeCssColour('url(https://example.com/x.png)')).toBe(FALLBACK_SWATCH);
    expect(safeCssColour('"red"')).toBe(FALLBACK_SWATCH);
    expect(safeCssColour(null)).toBe(FALLBACK_SWATCH);
    expect(safeCssColour('')).toBe(FALLBACK_SWATCH);
  });
});
