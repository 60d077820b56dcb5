import { describe, expect, it } from 'vitest';
import { ActionError } from '@/lib/actions/client';
import type { SignedIn } from '@/lib/auth/caller';
import { parseLines } from '@/lib/pricing/lines';
import { priceCart } from '@/lib/pricing/price-cart';
import { IDS, PRO_CALLER, testData } from '@/tests/support/pricing-data';
import type { OrderAddress } from '../queries';
import type { PlaceOrderInput } from './types';
import { validateCheckout } from './validate';

const buyer = { ...PRO_CALLER, isVerifiedProfessional: false } as SignedIn;
const address = (country = 'France'): OrderAddress => ({
  firstName: 'Léa',
  lastName: 'Martin',
  company: null,
  addressLine1: '3 rue des Lilas',
  addressLine2: null,
  postalCode: '69003',
  city: 'Lyon',
  country,
  phone: null,
});
const line = (productId: string, variantId: string | null, quantity: number) => ({
  id: `${productId}-${variantId ?? 'default'}`,
  productId,
  variantId,
  quantity,
});
/** Diluant 1 L: a flammable liquid, which only the ADR carrier takes. */
const plain = [line(IDS.thinner, IDS.thinner1l, 1)];
const totalOf = (lines: unknown[], options: { promoCode?: string | null } = {}) =>
  priceCart(testData(), buyer, parseLines(lines), {
    country: 'FR',
    carrierCode: 'adr',
    promoCode: options.promoCode ?? null,
  }).totalTtc;

function input(lines: unknown[], over: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    idempotencyKey: 'k',
    lines,
    shippingAddressId: 'a',
    billingAddressId: null,
    carrierCode: 'adr',
    promoCode: null,
    paymentMethod: 'transfer',
    acceptCgv: true,
    customPaintAcknowledged: false,
    diisocyanateTraining: false,
    expectedTotalCents: totalOf(lines, { promoCode: over.promoCode }),
    ...over,
  };
}

function validate(
  i: PlaceOrderInput,
  addresses: { shipping: OrderAddress | null; billing: OrderAddress | null } = {
    shipping: address(),
    billing: null,
  },
  data = testData(),
) {
  return validateCheckout(data, buyer, i, parseLines(i.lines), addresses);
}

function refusal(run: () => unknown): { message: string; fields: unknown } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ActionError);
    return { message: (error as ActionError).message, fields: (error as ActionError).fieldErrors };
  }
  throw new Error('accepted');
}

describe('validateCheckout', () => {
  it('accepts a checkout priced as shown, with the country, carrier and promotion it is written with', () => {
    const lines = [line(IDS.thinner, IDS.thinner1l, 2)];
    const checkout = validate(input(lines, { promoCode: 'BIENVENUE10' }));
    expect(checkout.priced.totalTtc).toBe(totalOf(lines, { promoCode: 'BIENVENUE10' }));
    expect(checkout.lines.map((l) => [l.key, l.quantity, l.unitTtc])).toEqual([
      [`${IDS.thinner}-${IDS.thinner1l}`, 2, 1990],
    ]);
    expect(checkout).toMatchObject({
      country: 'FR',
      carrier: { carrierCode: 'adr' },
      promoCode: 'BIENVENUE10',
      discountCents: 398,
      customPaint: false,
      shipping: { city: 'Lyon' },
      billing: null,
    });
  });

  it('prices for the delivery country: a Belgian address is quoted Belgian rates', () => {
    const lines = plain;
    const be = priceCart(testData(), buyer, parseLines(lines), {
      country: 'BE',
      carrierCode: 'adr',
    });
    const checkout = validate(input(lines, { expectedTotalCents: be.totalTtc }), {
      shipping: address('Belgique'),
      billing: null,
    });
    expect(checkout.country).toBe('BE');
    expect(checkout.priced.shippingTtc).toBe(4290);
  });

  it('refuses, in French, what the buyer did not agree to or what changed since it was shown', () => {
    expect(refusal(() => validate(input(plain, { acceptCgv: false })))).toEqual({
      message: 'Veuillez accepter les conditions générales de vente pour commander.',
      fields: { acceptCgv: 'Veuillez accepter les conditions générales de vente pour commander.' },
    });
    const notTheirs = "Choisissez une adresse de votre carnet d'adresses.";
    expect(refusal(() => validate(input(plain), { shipping: null, billing: null })).message).toBe(
      notTheirs,
    );
    expect(
      refusal(() =>
        validate(input(plain, { billingAddressId: 'b' }), { shipping: address(), billing: null }),
      ).message,
    ).toBe(notTheirs);
    expect(
      refusal(() => validate(input(plain, { expectedTotalCents: totalOf(plain) - 1 }))).message,
    ).toBe(
      "Le total de votre commande a changé depuis l'affichage : vérifiez le récapitulatif puis validez à nouveau.",
    );
    expect(refusal(() => validate(input(plain, { carrierCode: 'pigeon' }))).message).toBe(
      "Ce mode de livraison n'est pas disponible pour votre panier : choisissez-en un autre.",
    );
    expect(refusal(() => validate(input(plain, { promoCode: 'INCONNU' }))).message).toBe(
      "Code promo invalide – Ce code promo n'existe pas ou a expiré.",
    );
    expect(refusal(() => validate(input([]))).message).toBe(
      "Votre panier est vide : il n'y a rien à commander.",
    );
  });

  it('refuses a line no longer sold as it was, naming it', () => {
    const more = [line(IDS.thinner, IDS.thinner1l, 9)];
    expect(refusal(() => validate(input(more, { expectedTotalCents: 0 }))).message).toMatch(
      /^Votre panier a changé : Diluant\. .+ Vérifiez votre panier avant de commander\.$/,
    );
    const gone = [line(IDS.thinner, IDS.thinner5l, 1)];
    expect(refusal(() => validate(input(gone, { expectedTotalCents: 0 }))).message).toMatch(
      /^Votre panier a changé : /,
    );
  });

  it('asks for the custom paint acknowledgement and the 2K training, on their fields', () => {
    const paint = [line(IDS.colour, 'peinture-pot:water:1', 1)];
    const customPaint =
      'Confirmez avoir compris que la peinture à votre teinte est exclue du droit de rétractation.';
    expect(refusal(() => validate(input(paint)))).toEqual({
      message: customPaint,
      fields: { customPaintAcknowledged: customPaint },
    });
    expect(validate(input(paint, { customPaintAcknowledged: true })).customPaint).toBe(true);

    const data = testData();
    data.products.get(IDS.thinner)!.containsDiisocyanates = true;
    const training =
      'Confirmez la formation des utilisateurs aux produits 2K (diisocyanates) pour commander.';
    const twoK = input(plain);
    expect(refusal(() => validate(twoK, undefined, data))).toEqual({
      message: training,
      fields: { diisocyanateTraining: training },
    });
    expect(validate({ ...twoK, diisocyanateTraining: true }, undefined, data).lines).toHaveLength(
      1,
    );
  });
});
