import 'server-only';
import { notFound } from 'next/navigation';
import { cachedColourById } from './cached';
import { canonicalColourUrl } from './slug';

/**
 * /paint/{id} and /color/{id}: the colour opened without category or product type answers with
 * a 301 to its canonical address (category, maker slug or 'unknown', code-name slug), or its
 * bi-tone page. proxy.ts answers the same before this handler runs (so `/paint/{id}/` is one
 * hop too); this stays for a proxy whose database check failed. A relative Location keeps the
 * host the visitor used.
 */
export async function redirectToColour(id: string): Promise<Response> {
  const colour = await cachedColourById(id);
  if (!colour) notFound();
  const target = canonicalColourUrl({
    category: colour.category,
    manufacturerSlug: colour.manufacturer?.slug,
    code: colour.code,
    name: colour.name,
  });
  return new Response(null, { status: 301, headers: { Location: target } });
}
