import { expect, test, type APIResponse } from './support/test';

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("base-uri 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("script-src-attr 'none'");
  // The e2e site is http: no HSTS (lib/security/headers.ts sends it only for an https SITE_URL).
  expect(headers['strict-transport-security'], what).toBeUndefined();
  expect(headers['x-powered-by'], what).toBeUndefined();
}

test('a page, a 404, a static asset and a public file carry the security headers', async ({
  request,
}) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  expectSecurityHeaders(page, 'page');

  const missing = await request.get('/nimporte-quoi');
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing, '404');

  const html = await page.text();
  const asset = html.match(/\/_next\/static\/[^"']+\.(?:js|css)/)?.[0];
  expect(asset).toBeTruthy();
  const staticAsset = await request.get(asset!);
  expect(staticAsset.status()).toBe(200);
  expectSecurityHeaders(staticAsset, 'static asset');

  const publicFile = await request.get('/favicon.svg');
  expect(publicFile.status()).toBe(200);
  expectSecurityHeaders(publicFile, 'public file');

  const missingAsset = await request.get('/_next/static/chunks/absent.js');
  expect(missingAsset.status()).toBe(404);
  expectSecurityHeaders(missingAsset, 'missing static asset');
});
