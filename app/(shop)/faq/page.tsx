import type { Metadata } from 'next';
import { faqPage, infoMetadata } from '@/components/info/info-content';
import { FaqList } from '@/components/info/faq-list';
import { InfoArticle } from '@/components/info/templates/info-template';

const page = faqPage();

export const metadata: Metadata = infoMetadata(page, '/faq');

/** schema.org FAQPage, so search engines can show the answers. */
function faqJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: page.groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}

export default function FaqPage() {
  return (
    <InfoArticle title={page.title} intro={page.intro}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd()).replace(/</g, '\\u003c') }}
      />
      <FaqList groups={page.groups} />
    </InfoArticle>
  );
}
