import type { Metadata } from 'next';
import { ORGANIZATION } from './constants';

/**
 * A page's metadata in French: title (the root layout adds « | Nuancier »), description,
 * canonical URL (relative; the root layout sets metadataBase) and Open Graph.
 */
export function pageMetadata(input: {
  title: string;
  description: string;
  path: string;
  images?: string[];
  noindex?: boolean;
}): Metadata {
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: input.path },
    openGraph: {
      title: `${input.title} | ${ORGANIZATION.name}`,
      description: input.description,
      url: input.path,
      siteName: ORGANIZATION.name,
      locale: 'fr_FR',
      type: 'website',
      ...(input.images?.length ? { images: input.images } : {}),
    },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Cuts a description to what search engines show (about 160 characters), on a word. */
export function metaDescription(text: string | null | undefined, fallback: string): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim() || fallback;
  if (clean.length <= 160) return clean;
  return `${clean.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
