/**
 * Sending a visitor to sign in, then back: pages that need an account redirect to
 * `/?connexion=1&retour=<path>`, where the authentication dialog opens by itself.
 */
export const SIGN_IN_PARAM = 'connexion';
export const RETURN_PARAM = 'retour';

export function signInPath(returnTo: string): string {
  return `/?${SIGN_IN_PARAM}=1&${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** Only same-site paths are followed after sign-in. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  return value;
}
