import type { Metadata } from 'next';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoArticle, ProseSections } from '@/components/info/templates/info-template';
import { runtimeMode } from '@/lib/env';
import { acceptedPayments } from '@/lib/payments/accepted';

const page = prosePage('paiements');

export const metadata: Metadata = infoMetadata(page, '/paiements-securises');

/** The payment page says what the checkout really accepts (lib/payments/accepted.ts). */
export default function PaiementsSecurisesPage() {
  const { methods, cardSections } = acceptedPayments(runtimeMode.payment.stripe);
  return (
    <InfoArticle title={page.title} intro={page.intro}>
      <ProseSections
        sections={[
          methods,
          ...page.sections.slice(0, 1),
          ...cardSections,
          ...page.sections.slice(1),
        ]}
      />
    </InfoArticle>
  );
}
