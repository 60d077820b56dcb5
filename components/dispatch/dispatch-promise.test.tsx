// @vitest-environment happy-dom
/**
 * The dispatch promise is the browser's: nothing in the server's HTML (a cached shell never holds
 * a date), the date once hydrated, and the next working day when the cut-off passes while the
 * page is open.
 */
import { NextIntlClientProvider } from 'next-intl';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/fr.json';
import { DispatchPromise } from './dispatch-promise';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const promise = (
  <NextIntlClientProvider locale="fr" timeZone="Europe/Paris" messages={messages}>
    <DispatchPromise
      rules={{ preparationDays: 1, cutoff: '14:00' }}
      transit={{ min: 2, max: 4 }}
      testId="dispatch"
    />
  </NextIntlClientProvider>
);

afterEach(() => vi.useRealTimers());

describe('DispatchPromise', () => {
  it('renders no date on the server', () => {
    expect(renderToString(promise)).not.toContain('expédiée');
  });

  it('says the day in the browser and moves it when the cut-off passes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // Thursday 26 November 2026, 13:59 in Paris.
    vi.setSystemTime(new Date('2026-11-26T13:59:00+01:00'));
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(promise));

    expect(container.textContent).toContain(
      'Préparée sous 24 h · expédiée le vendredi 27 novembre · livrée entre le mardi 1er décembre et le jeudi 3 décembre',
    );
    expect(container.textContent).toContain('Commandez avant 14 h un jour ouvré');

    await act(async () => vi.advanceTimersByTime(60_000));
    expect(container.textContent).toContain('expédiée le lundi 30 novembre');
    await act(async () => root.unmount());
  });
});
