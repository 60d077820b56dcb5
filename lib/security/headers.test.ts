import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, strictTransportSecurity } from './headers';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('content security policy', () => {
  it('lets Stripe.js, its API and its frames in only when card payment is on', () => {
    const off = contentSecurityPolicy();
    expect(directive(off, 'script-src')).not.toContain('https://js.stripe.com');
    expect(directive(off, 'connect-src')).toEqual(["'self'"]);
    const on = contentSecurityPolicy([], { stripe: true });
    expect(directive(on, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(on, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(on, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(directive(on, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('locks what costs the cached pages nothing: handler attributes, plugins, base, forms, framing', () => {
    const csp = contentSecurityPolicy();
    expect(directive(csp, 'script-src-attr')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    // Next's inline RSC payload scripts differ per page and pages are cached: no nonce.
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('strict transport security', () => {
  it('is two years with the subdomains when the site is https, absent over http', () => {
    expect(strictTransportSecurity('https://www.nuancier.fr')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(strictTransportSecurity('http://127.0.0.1:3100')).toBeNull();
    expect(strictTransportSecurity('http://localhost:3000')).toBeNull();
    expect(strictTransportSecurity('pas une adresse')).toBeNull();
  });
});
