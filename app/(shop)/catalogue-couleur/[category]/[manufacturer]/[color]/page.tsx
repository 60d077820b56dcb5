import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ColourTemplate } from '@/components/colour/templates/colour-template';
import { colourMetadata } from '@/lib/colours/metadata';
import {
  cachedColour,
  cachedColourShades,
  cachedPaintConfigs,
  cachedPaintDocuments,
} from '@/lib/colours/cached';
import { currentPriceValidUntil } from '@/lib/seo/offer-date';
import { colourPageParams, isBitonSlug } from '@/lib/colours/static-params';
import { colourPageRedirect } from '@/lib/colours/page-redirects';

/**
 * The whole page is produced ahead of the response (prerendered, or rendered once for an unlisted
 * colour and then cached), so a missing colour answers a real 404. A two-tone colour or a slug
 * that is not the canonical one gets a 301 from proxy.ts before this page runs (a page can only
 * send a 308); the redirects below are the safety net for a request the proxy could not check.
 */
export const ensureStatic = 'navigation';

type Params = { category: string; manufacturer: string; color: string };

export async function generateStaticParams(): Promise<Params[]> {
  return colourPageParams();
}

async function lookup({ category, manufacturer, color }: Params) {
  if (isBitonSlug(color)) return null;
  const found = await cachedColour(category, manufacturer, color);
  return found.status === 'found' ? found.colour : null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return colourMetadata(await lookup(await params));
}

export default async function ColourPage({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  const colour = await lookup(resolved);
  if (!colour) notFound();
  // One address per colour (a two-tone colour's is its bi-tone page).
  const target = colourPageRedirect(colour, resolved);
  if (target) permanentRedirect(target);
  const [configs, documents, validUntil, shades] = await Promise.all([
    cachedPaintConfigs(),
    cachedPaintDocuments(),
    currentPriceValidUntil(),
    cachedColourShades(colour.id),
  ]);
  return (
    <ColourTemplate
      colour={colour}
      configs={configs}
      documents={documents}
      validUntil={validUntil}
      shades={shades}
    />
  );
}
