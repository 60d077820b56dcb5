import 'server-only';
import { notFound } from 'next/navigation';
import { cachedColourById } from './cached';
import { isTwoTone } from './slug';
import { bitonUrl, colourUrl } from '@/lib/urls';

/**
 * /paint/{id} and /color/{id}: the colour opened without category or product type answers with
 * its canonical address (category, maker slug or 'unknown', code-name slug), or its bi-tone page.
 * A relative Location keeps the host the visitor used.
 */
export async function redirectToColour(id: string): Promise<Response> {
  const colour = await cachedColourById(id);
  if (!colour) notFound();
  const target = isTwoTone(colour.name)
    ? bitonUrl({
        category: colour.category,
        manufacturerSlug: colour.manufacturer?.slug,
        code: colour.code,
      })
    : colourUrl({
        category: colour.category,
        manufacturerSlug: colour.manufacturer?.slug,
        code: colour.code,
        name: colour.name,
      });
  return new Response(null, { status: 308, headers: { Location: target } });
}
