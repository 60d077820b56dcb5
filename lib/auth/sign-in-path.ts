/**
 * Sending a visitor to sign in, then back: pages that need an account redirect to
 * `/?connexion=1&retour=<path>`, where the authentication dialog opens by itself.
 */
export const SIGN_IN_PARAM = 'connexion';
export const RETURN_PARAM = 'retour';

export function signInPath(returnTo: string): string {
  return `/?${SIGN_IN_PARAM}=1&${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** C0 controls, DEL and C1 controls: browsers strip or reinterpret them inside URLs. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Only same-site paths are followed after sign-in (issue 34, section 3). The value is parsed
 * as the browser will parse it, against the site's `origin`: anything that resolves to another
 * origin (`//host`, `/\t/host`, `/\host`, `javascript:`…) is refused, and what is kept is the
 * parsed URL's own path, query and fragment — never the raw text — so the browser cannot read
 * it differently. Control characters and backslashes are refused outright, and a path that
 * would start with `//` once its dot segments are resolved (`/.//host`) too.
 */
export function safeReturnPath(value: string | null | undefined, origin: string): string | null {
  if (!value || !value.startsWith('/') || CONTROL.test(value) || value.includes('\\')) return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(value, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin || target.username || target.password) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || CONTROL.test(path) || path.includes('\\'))
    return null;
  return path;
}
