/**
 * A buyer process for the crash test: places orders on DATABASE_URL in a loop, one after the
 * other, printing « placed » after each commit, until it is killed (kill -9, mid-transaction).
 * Run with tsx and the no-server-only hook; reads BUYERS (JSON: [{ caller, addressId }]),
 * LINES (JSON) and TOTAL from the environment.
 */
import { randomUUID } from 'node:crypto';
import { getCheckoutDb } from '@/lib/db/client';
import { placeOrder } from '@/lib/orders/place';
import type { SignedIn } from '@/lib/auth/caller';

const buyers = JSON.parse(process.env.BUYERS!) as { caller: SignedIn; addressId: string }[];
const lines = JSON.parse(process.env.LINES!) as unknown[];
const total = Number(process.env.TOTAL);

for (let i = 0; ; i++) {
  const buyer = buyers[i % buyers.length]!;
  await placeOrder(getCheckoutDb(), buyer.caller, {
    idempotencyKey: randomUUID(),
    lines,
    shippingAddressId: buyer.addressId,
    billingAddressId: null,
    carrierCode: 'colissimo',
    promoCode: null,
    paymentMethod: 'transfer',
    acceptCgv: true,
    customPaintAcknowledged: false,
    diisocyanateTraining: false,
    expectedTotalCents: total,
  }).then(
    () => process.stdout.write('placed\n'),
    (error: Error) => process.stdout.write(`refused ${error.message}\n`),
  );
}
