/**
 * The promo code follows the cart (issue 38): kept in a first-party cookie of the browser, so a
 * reload, a sign-in (the cart merged into the database one) or another page of the shop keeps
 * it. The server never trusts it: every pricing checks the code again (lib/pricing).
 */
const PROMO_COOKIE = 'nuancier-promo';
/** As long as a visitor's cart is kept in the browser (30 days). */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A code is at most 50 characters (lib/promotions/apply.ts reads no more). */
const CODE = /^[\w-]{1,50}$/;

export function readPromoCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${PROMO_COOKIE}=`));
  const value = entry ? decodeURIComponent(entry.slice(PROMO_COOKIE.length + 1)) : '';
  return CODE.test(value) ? value : null;
}

export function writePromoCookie(code: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    code && CODE.test(code)
      ? `${PROMO_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
      : `${PROMO_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`;
}
