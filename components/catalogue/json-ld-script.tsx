import { jsonLdText, type JsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines (schema.org JSON-LD). */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
