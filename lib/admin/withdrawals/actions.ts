'use server';

import { adminAction } from '@/lib/actions/client';
import { productsStockChanged } from '@/lib/cache/invalidate';
import { withdrawalRefundSchema } from '@/lib/validation/admin-withdrawals';
import { recordWithdrawalRefund } from './manage';

/** The refund of a withdrawal, from its order's page (`/admin/orders/[id]`): an order refund. */
export const recordWithdrawalRefundAction = adminAction({
  name: 'admin.withdrawals.refund',
  input: withdrawalRefundSchema,
  handler: (input, { caller, action }) => recordWithdrawalRefund(caller, action, input),
  invalidate: (done) => productsStockChanged(done.slugs),
});
