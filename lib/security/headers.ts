/**
 * The Content-Security-Policy of every response. Pages are prerendered and cached, so a
 * per-request nonce is not possible: inline scripts (Next's bootstrap and RSC payload, some 20
 * per page and different on each, JSON-LD) need 'unsafe-inline'; a nonce would render every
 * page per request (measured: docs/decisions/content-security-policy.md). What costs nothing is
 * locked: inline event-handler attributes (`onerror=`, the usual injected script) are refused
 * (React never writes them), everything else is this origin's.
 */
export function contentSecurityPolicy(
  extraConnect: string[] = [],
  { stripe = false }: { stripe?: boolean } = {},
): string {
  const isDev = process.env.NODE_ENV === 'development';
  // Card payment (only when the Stripe keys are set): Stripe.js, its API, its Payment Element
  // frames and the 3-D Secure pages, as Stripe's CSP guide lists them.
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(isDev ? ["'unsafe-eval'"] : []),
      ...stripeScripts,
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(stripe ? ['https://*.stripe.com'] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...extraConnect,
      ...(stripe ? ['https://api.stripe.com', 'https://m.stripe.network'] : []),
    ],
    'frame-src': [
      "'self'",
      'https://js.stripe.com',
      ...(stripe ? ['https://*.js.stripe.com', 'https://hooks.stripe.com'] : []),
    ],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Two years, the subdomains included (the preload list's minimum is one year). */
const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * `Strict-Transport-Security` when the shop is served over https (its `SITE_URL`), else nothing:
 * sent over plain http (local, e2e) it would be ignored by browsers at best, and would pin a
 * development host to https at worst.
 */
export function strictTransportSecurity(siteUrl: string): string | null {
  try {
    return new URL(siteUrl).protocol === 'https:' ? HSTS_VALUE : null;
  } catch {
    return null;
  }
}

/**
 * The security headers next.config.ts sets on every answer (also what the bench's ceiling adds
 * to its bare app, bench/lib/shop-parts.ts): HSTS only when the site is https, the CSP with the
 * extra origins pages may contact (PostHog's, after analytics consent, when a key is set).
 */
export function securityHeaders(options: {
  siteUrl: string;
  connect: string[];
  stripe: boolean;
}): Array<{ key: string; value: string }> {
  const hsts = strictTransportSecurity(options.siteUrl);
  return [
    ...(hsts ? [{ key: 'Strict-Transport-Security', value: hsts }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy(options.connect, { stripe: options.stripe }),
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ];
}
