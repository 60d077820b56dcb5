/**
 * What the payment page says is accepted, from the runtime mode (lib/env.ts
 * `runtimeMode.payment`): the card and its protection only when Stripe is configured, bank
 * transfer always, PayPal never (the shop has no PayPal integration).
 */
import { getT } from '@/lib/i18n/server';

type Section = { heading: string; paragraphs: string[] };

export function acceptedPayments(card: boolean): { methods: Section; cardSections: Section[] } {
  const t = getT('paymentsPage');
  return {
    methods: {
      heading: t('methodsHeading'),
      paragraphs: [
        ...(card ? [t('card')] : []),
        t('transfer'),
        ...(card ? [] : [t('noCard')]),
        t('noPaypal'),
      ],
    },
    cardSections: card ? (t.raw('cardSections') as Section[]) : [],
  };
}
