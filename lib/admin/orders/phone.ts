import 'server-only';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth/caller';
import { getCheckoutDb } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/handle';
import { getAdminT } from '@/lib/i18n/admin';
import { placeOrder } from '@/lib/orders/place';
import { COUNTRY_CODES } from '@/lib/orders/place/validate';
import { priceCartFor } from '@/lib/pricing';
import { parseLines } from '@/lib/pricing/lines';
import type { PlacePhoneOrder, QuotePhoneOrder } from '@/lib/validation/admin-order-edit';
import { buyerOf, customerAddresses, lineView, type LineView, rawLine } from './for-customer';

/**
 * « Nouvelle commande » (issue 40 §2): the owner takes an order by phone for an existing
 * customer. It is the checkout's own path: priced for the customer by the checkout's pricing
 * (pro prices for a verified professional), placed by `placeOrder` (stock taken, number drawn,
 * confirmation and transfer instructions queued), paid by bank transfer, then audited. Only the
 * customer's cart is left alone (`placedByShop`, docs/decisions/phone-orders-through-place-order.md).
 */

const refuse = (key: 'customer' | 'address' | 'customerDisabled' | 'customPaint'): never => {
  throw new ActionError(getAdminT()(`orderEdit.errors.${key}`));
};

async function customerOf(db: DbHandle, admin: Admin, input: QuotePhoneOrder) {
  const found = await buyerOf(db, admin, input.customerId);
  if (!found) return refuse('customer');
  if (found.disabled) refuse('customerDisabled');
  const saved = await customerAddresses(db, admin, input.customerId);
  const address = saved.find((a) => a.id === input.addressId);
  if (!address) return refuse('address');
  return { buyer: found.buyer, country: COUNTRY_CODES[address.address.country] ?? 'FR' };
}

export type PhoneQuote = {
  lines: LineView[];
  carriers: { code: string; name: string; priceCents: number }[];
  carrierCode: string | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  professional: boolean;
};

/** « Calculer le total »: the cart priced for this customer and address, nothing written. */
export async function quotePhoneOrder(
  db: DbHandle,
  admin: Admin,
  input: QuotePhoneOrder,
): Promise<PhoneQuote> {
  const { buyer, country } = await customerOf(db, admin, input);
  const priced = await priceCartFor(
    db,
    buyer,
    input.lines.map((l) => rawLine(l.key, l.quantity)),
    { country, carrierCode: input.carrierCode, fresh: true },
  );
  return {
    lines: priced.lines.map(lineView),
    carriers: priced.shipping.options.map((o) => ({
      code: o.carrierCode,
      name: o.carrierName,
      priceCents: o.priceCents,
    })),
    carrierCode: priced.shipping.selected?.carrierCode ?? null,
    subtotalCents: priced.subtotalTtc,
    discountCents: priced.discountTtc,
    shippingCents: priced.shippingTtc,
    totalCents: priced.totalTtc,
    professional: priced.professional,
  };
}

export type PhoneOrderPlaced = { id: string; orderNumber: string; slugs: string[] };

/** « Créer la commande »: placed as the checkout places it, at the total the owner quoted. */
export async function placePhoneOrder(
  admin: Admin,
  action: string,
  input: PlacePhoneOrder,
): Promise<PhoneOrderPlaced> {
  const db = getCheckoutDb();
  const { buyer } = await customerOf(db, admin, input);
  const lines = input.lines.map((l) => rawLine(l.key, l.quantity));
  // Colour paint is made to order: the owner confirms the customer heard it (no withdrawal).
  if (!input.customPaintAcknowledged && parseLines(lines).some((l) => l.kind === 'paint')) {
    refuse('customPaint');
  }
  const placed = await placeOrder(
    db,
    buyer,
    {
      idempotencyKey: input.idempotencyKey,
      lines,
      shippingAddressId: input.addressId,
      billingAddressId: null,
      carrierCode: input.carrierCode,
      promoCode: null,
      paymentMethod: 'transfer',
      // The customer accepts the conditions of sale on the phone; the confirmation e-mail
      // carries them (docs/decisions/phone-orders-through-place-order.md).
      acceptCgv: true,
      customPaintAcknowledged: input.customPaintAcknowledged,
      diisocyanateTraining: false,
      expectedTotalCents: input.expectedTotalCents,
    },
    { placedByShop: true },
  );
  if (placed.created) {
    await adminWrite(admin, action, async (_tx, audit) => {
      audit({
        entity: 'order',
        entityId: placed.id,
        after: {
          orderNumber: placed.orderNumber,
          totalCents: placed.totalCents,
          customer: buyer.email,
          paymentMethod: placed.paymentMethod,
        },
      });
    });
  }
  return { id: placed.id, orderNumber: placed.orderNumber, slugs: placed.productSlugs };
}
