import type { Metadata } from 'next';
import { DeliveryCarriers } from '@/components/info/delivery-carriers';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoArticle, ProseSections } from '@/components/info/templates/info-template';

const page = prosePage('livraison');

export const metadata: Metadata = infoMetadata(page, '/livraison');

/** The delivery page: the carrier table first (delays and prices as the checkout quotes them). */
export default function LivraisonPage() {
  return (
    <InfoArticle title={page.title} intro={page.intro}>
      <DeliveryCarriers />
      <ProseSections sections={page.sections} />
    </InfoArticle>
  );
}
