'use server';

import { textInput } from '@/lib/validation/text';
import { z } from '@/lib/zod';
import { customerAction } from '@/lib/actions/client';
import { getDb } from '@/lib/db/client';
import { startCardPaymentFor } from './card';

/**
 * Card payment of one of the caller's orders: the browser sends only the order number; the
 * amount comes from the order on the server. Returns what the Payment Element needs.
 */
export const startCardPayment = customerAction({
  name: 'payments.startCardPayment',
  input: z.object({ orderNumber: textInput().trim().min(1).max(40) }),
  handler: async ({ orderNumber }, { caller }) => startCardPaymentFor(getDb(), caller, orderNumber),
});
