'use client';

import { jsonLdText, type JsonLd } from '@/lib/seo/json-ld';

/**
 * The shop's one JSON-LD <script> (products, colours, breadcrumbs, organisation), written out
 * from the data in the browser's copy of the page too. As a client component, the page's RSC
 * payload carries the data once as plain JSON (repeated parts, such as the shipping details of
 * each offer, only once) instead of the serialised text escaped inside a string; the HTML is
 * the same.
 */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return (
    <script
      type="application/ld+json"
      // The JSON is escaped by jsonLdText (no '<' left), so no tag can close the script.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
