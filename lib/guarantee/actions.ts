'use server';

import { customerAction } from '@/lib/actions/client';
import { guaranteeClaimSchema } from '@/lib/validation/guarantee';
import { fileClaim } from './claims';

/**
 * « Signaler un écart de teinte » on the account's order page (FormData: the line, the
 * description, 1 to 3 photos). Nothing cached shows claims: nothing to invalidate.
 */
export const fileClaimAction = customerAction({
  name: 'guarantee.claim',
  input: guaranteeClaimSchema,
  handler: (input, { caller }) => fileClaim(caller, input),
});
