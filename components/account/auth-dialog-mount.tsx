'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { openAuthDialog, useAuthDialog } from '@/lib/account/dialog-store';
import { RETURN_PARAM, SIGN_IN_PARAM } from '@/lib/auth/sign-in-path';

const AuthDialog = lazy(() => import('./auth-dialog'));

/**
 * Where the authentication dialog lives in the shop frame (issue 12, « what a phone
 * downloads »). The dialog's forms (react-hook-form, zod, the account actions) are a separate
 * chunk, fetched the first time the dialog opens (`openAuthDialog`, or the
 * `?connexion=1&retour=…` query pages use to send a visitor to sign in) and kept mounted after.
 */
export function AuthDialogMount() {
  const open = useAuthDialog((state) => state.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has(SIGN_IN_PARAM)) return;
    const returnTo = params.get(RETURN_PARAM);
    params.delete(SIGN_IN_PARAM);
    params.delete(RETURN_PARAM);
    const rest = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    openAuthDialog({ tab: 'login', returnTo });
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
