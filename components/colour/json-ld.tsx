import { serialiseJsonLd, type JsonLd } from '@/lib/colours/seo';

export function JsonLdScript({ data }: { data: JsonLd }) {
  return (
    <script
      type="application/ld+json"
      // The JSON is escaped by serialiseJsonLd (no '<' left), so no tag can close the script.
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }}
    />
  );
}
