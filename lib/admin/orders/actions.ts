'use server';

import { adminAction } from '@/lib/actions/client';
import { productsStockChanged } from '@/lib/cache/invalidate';
import {
  orderIdSchema,
  orderNoteSchema,
  refundOrderSchema,
  resendOrderDocumentSchema,
  shipOrderSchema,
} from '@/lib/validation/admin-orders';
import {
  cancelByShop,
  markDelivered,
  markTransferPaid,
  saveOrderNote,
  shipOrder,
  startProcessing,
} from './manage';
import { refundOrder } from './refund';
import { resendOrderDocument } from './resend';

/**
 * The order screen's changes (`/admin/orders/[id]`): one admin action per workflow step of
 * `./workflow.ts`. The admin pages read per request, so only stock given back invalidates
 * anything cached (the products' pages).
 */

export const markOrderPaidAction = adminAction({
  name: 'admin.orders.markPaid',
  input: orderIdSchema,
  handler: ({ id }, { caller, action }) => markTransferPaid(caller, action, id),
});

export const processOrderAction = adminAction({
  name: 'admin.orders.process',
  input: orderIdSchema,
  handler: ({ id }, { caller, action }) => startProcessing(caller, action, id),
});

export const shipOrderAction = adminAction({
  name: 'admin.orders.ship',
  input: shipOrderSchema,
  handler: (input, { caller, action }) => shipOrder(caller, action, input),
});

export const deliverOrderAction = adminAction({
  name: 'admin.orders.deliver',
  input: orderIdSchema,
  handler: ({ id }, { caller, action }) => markDelivered(caller, action, id),
});

export const cancelOrderAction = adminAction({
  name: 'admin.orders.cancel',
  input: orderIdSchema,
  handler: ({ id }, { caller, action }) => cancelByShop(caller, action, id),
  invalidate: (done) => productsStockChanged(done.slugs),
});

/** A refund, whole or by line and shipping: by Stripe for a card, recorded for a transfer. */
export const refundOrderAction = adminAction({
  name: 'admin.orders.refund',
  input: refundOrderSchema,
  handler: (input, { caller, action }) => refundOrder(caller, action, input),
  invalidate: (done) => productsStockChanged(done.slugs),
});

export const saveOrderNoteAction = adminAction({
  name: 'admin.orders.note',
  input: orderNoteSchema,
  handler: (input, { caller, action }) => saveOrderNote(caller, action, input),
});

/** « Renvoyer la confirmation » / « Renvoyer la facture »: queued again through the outbox. */
export const resendOrderDocumentAction = adminAction({
  name: 'admin.orders.resend',
  input: resendOrderDocumentSchema,
  handler: (input, { caller, action }) => resendOrderDocument(caller, action, input),
});
