/**
 * Who is calling: the one type every action and data-layer check reads. A visitor has no
 * account; a customer is signed in; `isAdmin` is the spec's `is_verified_admin` (exact true).
 */
export type Caller =
  | { kind: 'visitor' }
  | {
      kind: 'customer';
      userId: string;
      email: string;
      isAdmin: boolean;
      isVerifiedProfessional: boolean;
    };

export const VISITOR: Caller = { kind: 'visitor' };

export type SignedIn = Extract<Caller, { kind: 'customer' }>;
export type Admin = SignedIn & { isAdmin: true };

export function isSignedIn(caller: Caller): caller is SignedIn {
  return caller.kind === 'customer';
}

export function isAdmin(caller: Caller): caller is Admin {
  return caller.kind === 'customer' && caller.isAdmin === true;
}
