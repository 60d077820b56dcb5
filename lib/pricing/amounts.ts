/**
 * The ONE computation of HT, TVA and TTC of a cart or an order (pure, integer cents). The cart,
 * the checkout, the order as stored, its page, its e-mails, the invoice PDF and the Factur-X XML
 * all take their amounts from `orderAmounts`, so they agree to the cent.
 *
 * Prices are TTC (what the shopper is shown and pays). Per VAT rate, the rate's TTC (its lines,
 * its share of the shipping, less its share of the discount) is split once: HT base =
 * TTC / (1 + rate) rounded to the cent, TVA = TTC − HT (docs/decisions/vat-per-rate-on-the-total.md).
 * The lines', the shipping's and the discount's HT are that base shared out by largest
 * remainder, so every column adds up: Σ lines HT − discount HT + shipping HT = total HT.
 */
import { formatCents, VAT_RATE_PERCENT, type Cents } from '@/lib/money';

type Amounts = { ht: Cents; vat: Cents; ttc: Cents };
type RateAmounts = Amounts & { rateBp: number };

export type AmountsInput = {
  lines: readonly { ttc: Cents; rateBp: number }[];
  /** Amount taken off the lines (TTC, positive). */
  discountTtc: Cents;
  /** Shipping charged (TTC, after any free-shipping promotion). */
  shippingTtc: Cents;
};

export type OrderAmounts = {
  lines: Amounts[];
  subtotal: Amounts;
  /** Positive amounts (what is taken off). */
  discount: Amounts;
  shipping: Amounts;
  /** One entry per VAT rate, highest rate first. */
  rates: RateAmounts[];
  total: Amounts;
};

const SCALE = 10_000;

/** Integer parts of `weights`' shares of `total` (largest remainder; ties to the first). */
function share(total: Cents, weights: readonly Cents[]): Cents[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const floors = weights.map((w) => Math.floor((total * w) / sum));
  return spread(
    total,
    floors,
    weights.map((w, i) => total * w - floors[i]! * sum),
  );
}

/** Adds the missing units to `floors`, largest remainder first (ties to the first). */
function spread(target: Cents, floors: Cents[], remainders: readonly number[]): Cents[] {
  let missing = target - floors.reduce((s, f) => s + f, 0);
  const order = remainders
    .map((r, i) => [r, i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const out = [...floors];
  for (const [, i] of order) {
    if (missing <= 0) break;
    out[i]! += 1;
    missing -= 1;
  }
  return out;
}

/** HT of a TTC amount at `rateBp`, rounded half up to the cent. */
export function htOf(ttc: Cents, rateBp: number): Cents {
  const den = SCALE + rateBp;
  return Math.floor((2 * ttc * SCALE + den) / (2 * den));
}

const plus = (a: Amounts, b: Amounts): Amounts => ({
  ht: a.ht + b.ht,
  vat: a.vat + b.vat,
  ttc: a.ttc + b.ttc,
});
const ZERO: Amounts = { ht: 0, vat: 0, ttc: 0 };
const split = (ttc: Cents, ht: Cents): Amounts => ({ ht, vat: ttc - ht, ttc });

export function orderAmounts(input: AmountsInput): OrderAmounts {
  const rateList = [...new Set(input.lines.map((l) => l.rateBp))].sort((a, b) => b - a);
  // No line but an amount (nothing to follow): the shop's standard rate.
  if (rateList.length === 0 && (input.shippingTtc !== 0 || input.discountTtc !== 0)) {
    rateList.push(VAT_RATE_PERCENT * 100);
  }
  const byRate = rateList.map((rateBp) =>
    input.lines.reduce((s, l) => (l.rateBp === rateBp ? s + l.ttc : s), 0),
  );
  // Shipping and discount follow the goods' rates, in proportion to each rate's lines.
  const shippingShares = share(input.shippingTtc, byRate);
  const discountShares = share(input.discountTtc, byRate);

  const lines: Amounts[] = input.lines.map(() => ZERO);
  let shipping = ZERO;
  let discount = ZERO;
  const rates: RateAmounts[] = rateList.map((rateBp, r) => {
    const members = input.lines.flatMap((l, i) => (l.rateBp === rateBp ? [i] : []));
    // Signed TTC parts of this rate: its lines, then its shipping, then minus its discount.
    const parts = [
      ...members.map((i) => input.lines[i]!.ttc),
      shippingShares[r]!,
      -discountShares[r]!,
    ];
    const ttc = parts.reduce((s, p) => s + p, 0);
    const ht = htOf(ttc, rateBp);
    const den = SCALE + rateBp;
    const floors = parts.map((p) => Math.floor((p * SCALE) / den));
    const hts = spread(
      ht,
      floors,
      parts.map((p, k) => p * SCALE - floors[k]! * den),
    );
    members.forEach((i, k) => {
      lines[i] = split(input.lines[i]!.ttc, hts[k]!);
    });
    shipping = plus(shipping, split(shippingShares[r]!, hts[members.length]!));
    discount = plus(discount, split(discountShares[r]!, -hts[members.length + 1]!));
    return { rateBp, ...split(ttc, ht) };
  });
  const subtotal = lines.reduce(plus, ZERO);
  const total = {
    ht: subtotal.ht - discount.ht + shipping.ht,
    vat: subtotal.vat - discount.vat + shipping.vat,
    ttc: subtotal.ttc - discount.ttc + shipping.ttc,
  };
  return { lines, subtotal, discount, shipping, rates, total };
}

/** What an order stores and its amounts are computed from again (its page, e-mails, invoice). */
export type StoredAmounts = {
  lines: readonly { totalTtc: Cents; vatRateBp: number }[];
  discountCents: Cents;
  shippingCents: Cents;
};

/** The amounts of a stored order: the same computation as when it was priced. */
export function storedOrderAmounts(order: StoredAmounts): OrderAmounts {
  return orderAmounts({
    lines: order.lines.map((l) => ({ ttc: l.totalTtc, rateBp: l.vatRateBp })),
    discountTtc: order.discountCents,
    shippingTtc: order.shippingCents,
  });
}

/** A summary figure: « 12,34 € », a discount « −12,34 € ». */
export function formatSigned(cents: Cents): string {
  return cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents);
}
