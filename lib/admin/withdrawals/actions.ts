'use server';

import { adminAction } from '@/lib/actions/client';
import { withdrawalRefundSchema } from '@/lib/validation/admin-withdrawals';
import { recordWithdrawalRefund } from './manage';

/** The refund of a withdrawal, from its order's page (`/admin/orders/[id]`). */
export const recordWithdrawalRefundAction = adminAction({
  name: 'admin.withdrawals.refund',
  input: withdrawalRefundSchema,
  handler: (input, { caller, action }) => recordWithdrawalRefund(caller, action, input),
});
