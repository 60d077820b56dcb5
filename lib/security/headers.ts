/**
 * The Content-Security-Policy of every response. Pages are prerendered and cached, so a
 * per-request nonce is not possible: inline scripts (Next's bootstrap, JSON-LD) need
 * 'unsafe-inline'; everything else is locked to this origin.
 */
export function contentSecurityPolicy(extraConnect: string[] = []): string {
  const isDev = process.env.NODE_ENV === 'development';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extraConnect],
    'frame-src': ["'self'", 'https://js.stripe.com'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
