import { describe, expect, it } from 'vitest';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { colourText } from '@/lib/colours/text';
import { searchText } from '@/lib/search/text';
import { getT, once } from './server';

/**
 * Issue 12: a translator compiles each message and builds its Intl formatters on first use; one
 * made per call compiled them again on every request. Each one is now made once per process.
 */
describe('server translators', () => {
  it('gives the same translator for a namespace on every call, and still translates', () => {
    expect(getT('layout')).toBe(getT('layout'));
    expect(getT('layout')).not.toBe(getT('meta'));
    expect(getT('layout')('skipLink')).toBe(getT('layout')('skipLink'));
    expect(getT('layout')('skipLink')).not.toBe('layout.skipLink');
  });

  it('keeps the server-only translators for the life of the process', () => {
    expect(getCatalogueT()).toBe(getCatalogueT());
    expect(searchText()).toBe(searchText());
    expect(colourText()).toBe(colourText());
  });

  it('once calls its factory a single time', () => {
    let calls = 0;
    const get = once(() => ({ n: ++calls }));
    expect(get()).toBe(get());
    expect(calls).toBe(1);
  });
});
