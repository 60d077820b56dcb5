import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for posthog-js: records what the shop asks of it. */
const fake = vi.hoisted(() => {
  const calls: Array<[string, ...unknown[]]> = [];
  let optedOut = false;
  return {
    calls,
    reset() {
      calls.length = 0;
      optedOut = false;
    },
    client: {
      init: (...args: unknown[]) => calls.push(['init', ...args]),
      capture: (...args: unknown[]) => calls.push(['capture', ...args]),
      opt_out_capturing: () => {
        optedOut = true;
        calls.push(['opt_out_capturing']);
      },
      opt_in_capturing: () => {
        optedOut = false;
        calls.push(['opt_in_capturing']);
      },
      has_opted_out_capturing: () => optedOut,
      reset: () => calls.push(['reset']),
    },
  };
});

vi.mock('posthog-js', () => ({ default: fake.client }));

const settings = { apiKey: 'phc_test', host: 'https://eu.i.posthog.com' };
const captured = () => fake.calls.filter(([name]) => name === 'capture').map(([, event]) => event);

beforeEach(() => {
  vi.resetModules();
  fake.reset();
});

describe('PostHog behind consent', () => {
  it('loads nothing and sends nothing before analytics is switched on', async () => {
    const { capture, disableAnalytics } = await import('./posthog');
    capture('$pageview');
    disableAnalytics();
    capture('product_viewed');
    await new Promise((resolve) => setImmediate(resolve));
    // Not even initialised: no cookie, no request.
    expect(fake.calls).toEqual([]);
  });

  it('after consent: initialised with the spec constants, queued events sent once loaded', async () => {
    const { capture, enableAnalytics } = await import('./posthog');
    enableAnalytics(settings);
    capture('$pageview', { $current_url: 'http://shop/contact' });
    await vi.waitFor(() => expect(captured()).toEqual(['$pageview']));
    const [, key, options] = fake.calls.find(([name]) => name === 'init')!;
    expect(key).toBe('phc_test');
    expect(options).toMatchObject({
      api_host: 'https://eu.i.posthog.com',
      capture_pageview: false,
      autocapture: false,
      session_idle_timeout_seconds: 1800,
      cookie_expiration: 365,
      feature_flag_request_timeout_ms: 3000,
    });
    capture('added_to_cart', { value_cents: 4500 });
    expect(captured()).toEqual(['$pageview', 'added_to_cart']);
  });

  it('withdrawn: opted out and forgotten, nothing captured until consent comes back', async () => {
    const { capture, disableAnalytics, enableAnalytics } = await import('./posthog');
    enableAnalytics(settings);
    capture('$pageview');
    await vi.waitFor(() => expect(captured()).toHaveLength(1));
    disableAnalytics();
    expect(fake.calls.slice(-2).map(([name]) => name)).toEqual(['opt_out_capturing', 'reset']);
    capture('$pageview');
    capture('search_no_result');
    expect(captured()).toHaveLength(1);

    enableAnalytics(settings);
    capture('$pageview');
    await vi.waitFor(() => expect(captured()).toHaveLength(2));
    expect(fake.calls.map(([name]) => name)).toContain('opt_in_capturing');
    expect(fake.calls.filter(([name]) => name === 'init')).toHaveLength(1);
  });
});
