'use client';

import { create } from 'zustand';
import { safeReturnPath } from '@/lib/auth/sign-in-path';

export type AuthTab = 'login' | 'signup' | 'reset';

/** The authentication dialog (spec section 2): open over any page, on one of three tabs. */
type DialogState = {
  open: boolean;
  tab: AuthTab;
  professional: boolean;
  /** Where to go after a sign-in or sign-up (the page the shopper came from). */
  returnTo: string | null;
  /**
   * Just signed up: the sign-in tab opens with this address filled in and says so. Sign-up opens
   * no session, whether the address was new or already had an account (no enumeration).
   */
  signedUpEmail: string | null;
};

export const useAuthDialog = create<DialogState>()(() => ({
  open: false,
  tab: 'login',
  professional: false,
  returnTo: null,
  signedUpEmail: null,
}));

export function openAuthDialog(
  options: { tab?: AuthTab; professional?: boolean; returnTo?: string | null } = {},
) {
  useAuthDialog.setState({
    open: true,
    tab: options.tab ?? 'login',
    professional: options.professional ?? false,
    returnTo: safeReturnPath(options.returnTo, window.location.origin),
    signedUpEmail: null,
  });
}

export function closeAuthDialog() {
  useAuthDialog.setState({ open: false });
}
