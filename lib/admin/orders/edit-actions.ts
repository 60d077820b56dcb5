'use server';

import { adminAction } from '@/lib/actions/client';
import { productsStockChanged } from '@/lib/cache/invalidate';
import { getDb } from '@/lib/db/client';
import {
  customerIdSchema,
  editOrderSchema,
  placePhoneOrderSchema,
  previewOrderEditSchema,
  quotePhoneOrderSchema,
  searchSchema,
} from '@/lib/validation/admin-order-edit';
import { createCustomer } from './new-customer';
import { newCustomerSchema } from '@/lib/validation/admin-customers';
import { stripHtml } from '@/lib/validation/strip-html';
import { searchOrderColours } from './colour-lines';
import { orderIdSchema } from '@/lib/validation/admin-orders';
import { editOrder, markBalanceReceived, previewOrderEdit } from './edit';
import { customerAddresses, searchCustomers, searchOrderProducts } from './for-customer';
import { placePhoneOrder, quotePhoneOrder } from './phone';

/**
 * « Modifier la commande » and « Nouvelle commande » (issue 40 §2): the reads the two forms ask
 * for (customers, their addresses, products, the total) and the two writes, all through the
 * admin action client. Stock moved invalidates the products' pages.
 */

export const searchCustomersAction = adminAction({
  name: 'admin.orders.searchCustomers',
  input: searchSchema,
  handler: ({ query }, { caller }) => searchCustomers(getDb(), caller, query),
});

export const customerAddressesAction = adminAction({
  name: 'admin.orders.customerAddresses',
  input: customerIdSchema,
  handler: ({ customerId }, { caller }) => customerAddresses(getDb(), caller, customerId),
});

export const searchOrderProductsAction = adminAction({
  name: 'admin.orders.searchProducts',
  input: searchSchema,
  handler: ({ query }, { caller }) => searchOrderProducts(getDb(), caller, query),
});

export const previewOrderEditAction = adminAction({
  name: 'admin.orders.previewEdit',
  input: previewOrderEditSchema,
  handler: (input, { caller }) => previewOrderEdit(getDb(), caller, input),
});

export const editOrderAction = adminAction({
  name: 'admin.orders.edit',
  input: editOrderSchema,
  handler: (input, { caller, action }) => editOrder(caller, action, input),
  invalidate: (done) => productsStockChanged(done.slugs),
});

/** « Solde reçu »: the balance a paid order's edit left due has been received. */
export const markBalanceReceivedAction = adminAction({
  name: 'admin.orders.balanceReceived',
  input: orderIdSchema,
  handler: (input, { caller, action }) => markBalanceReceived(caller, action, input),
});

export const quotePhoneOrderAction = adminAction({
  name: 'admin.orders.quotePhone',
  input: quotePhoneOrderSchema,
  handler: (input, { caller }) => quotePhoneOrder(getDb(), caller, input),
});

export const placePhoneOrderAction = adminAction({
  name: 'admin.orders.phone',
  input: placePhoneOrderSchema,
  handler: (input, { caller, action }) => placePhoneOrder(caller, action, input),
  invalidate: (done) => productsStockChanged(done.slugs),
});

export const searchOrderColoursAction = adminAction({
  name: 'admin.orders.searchColours',
  input: searchSchema,
  handler: ({ query }, { caller }) => searchOrderColours(getDb(), caller, query),
});

export const newCustomerAction = adminAction({
  name: 'admin.orders.newCustomer',
  input: newCustomerSchema(stripHtml),
  handler: (input, { caller, action }) => createCustomer(getDb(), caller, action, input),
});
