import type { Metadata } from 'next';
import { infoMetadata, prosePage, type ProsePage } from '@/components/info/info-content';
import { InfoArticle, ProseSections } from '@/components/info/templates/info-template';
import { runtimeMode } from '@/lib/env';
import { getT } from '@/lib/i18n/server';

const page = prosePage('paiements');

export const metadata: Metadata = infoMetadata(page, '/paiements-securises');

/**
 * The payment page says what the checkout really accepts (lib/env.ts `runtimeMode.payment`):
 * the card and its protection only when Stripe is configured; bank transfer always; no PayPal.
 */
export default function PaiementsSecurisesPage() {
  const t = getT('paymentsPage');
  const card = runtimeMode.payment.stripe;
  const methods = [
    ...(card ? [t('card')] : []),
    t('transfer'),
    ...(card ? [] : [t('noCard')]),
    t('noPaypal'),
  ];
  const cardSections = card ? (t.raw('cardSections') as ProsePage['sections']) : [];
  return (
    <InfoArticle title={page.title} intro={page.intro}>
      <ProseSections
        sections={[
          { heading: t('methodsHeading'), paragraphs: methods },
          ...page.sections.slice(0, 1),
          ...cardSections,
          ...page.sections.slice(1),
        ]}
      />
    </InfoArticle>
  );
}
