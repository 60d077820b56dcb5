import { describe, expect, it } from 'vitest';
import { acceptedPayments } from './accepted';

const text = (card: boolean) => {
  const { methods, cardSections } = acceptedPayments(card);
  return [methods, ...cardSections].flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');
};

describe('the payment page says what the checkout accepts', () => {
  it('without Stripe: transfer only, and says the card is not offered', () => {
    const page = text(false);
    expect(page).toContain('Virement bancaire');
    expect(page).toContain("Le paiement par carte bancaire n'est pas proposé pour le moment");
    expect(page).not.toMatch(/Visa|Mastercard|Stripe|3-D Secure/);
    expect(page).toContain("PayPal n'est pas proposé.");
  });

  it('with Stripe: the card, its protection, and transfer; never PayPal', () => {
    const page = text(true);
    expect(page).toContain('Carte bancaire : CB, Visa et Mastercard');
    expect(page).toContain('Stripe');
    expect(page).toContain('Virement bancaire');
    expect(page).not.toContain("n'est pas proposé pour le moment");
    expect(page).toContain("PayPal n'est pas proposé.");
  });
});
