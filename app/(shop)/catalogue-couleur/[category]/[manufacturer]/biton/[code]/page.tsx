import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { BitonTemplate } from '@/components/colour/templates/biton-template';
import { bitonMetadata } from '@/lib/colours/metadata';
import { cachedPaintConfigs, cachedToneColour, cachedTwoToneColour } from '@/lib/colours/cached';
import { bitonPageParams } from '@/lib/colours/static-params';
import { parseTwoTone } from '@/lib/colours/slug';
import { bitonPageRedirect } from '@/lib/colours/page-redirects';

/**
 * Static like the colour page: an unknown bi-tone code answers a real 404. A non-canonical
 * address gets a 301 from proxy.ts first; the redirect below is only its safety net (a 308).
 */
export const ensureStatic = 'navigation';

type Params = { category: string; manufacturer: string; code: string };

export async function generateStaticParams(): Promise<Params[]> {
  return bitonPageParams();
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { category, manufacturer, code } = await params;
  return bitonMetadata(await cachedTwoToneColour(category, manufacturer, code));
}

export default async function BitonPage({ params }: { params: Promise<Params> }) {
  const { category, manufacturer, code } = await params;
  const colour = await cachedTwoToneColour(category, manufacturer, code);
  if (!colour) notFound();
  const target = bitonPageRedirect(colour, { manufacturer, code });
  if (target) permanentRedirect(target);
  const names = parseTwoTone(colour.name);
  const [configs, toneColours] = await Promise.all([
    cachedPaintConfigs(),
    Promise.all(
      names.map((tone) => cachedToneColour(colour.category, colour.manufacturer?.id ?? null, tone)),
    ),
  ]);
  const tones = names.map((name, i) => ({ index: i + 1, name, colour: toneColours[i] ?? null }));
  return <BitonTemplate colour={colour} tones={tones} configs={configs} />;
}
