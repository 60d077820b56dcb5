/**
 * Where a colour or bi-tone address that found its colour must send the visitor instead (one
 * address per colour), or null when the address is already the colour's own. The pages answer
 * the address with a permanent redirect; pure, so the rule is tested without Next.
 */
import { isTwoTone, normaliseColourSlug } from './slug';
import { bitonCode, bitonUrl, colourSlug, colourUrl } from '@/lib/urls';

type Located = {
  category: string;
  code: string;
  name: string;
  manufacturer: { slug: string } | null;
};

/**
 * A colour page (`/catalogue-couleur/{category}/{maker}/{slug}`): a two-tone colour goes to its
 * bi-tone page; a legacy or partial match, or an 'unknown' maker, goes to the colour's address.
 */
export function colourPageRedirect(
  colour: Located,
  params: { manufacturer: string; color: string },
): string | null {
  const maker = colour.manufacturer?.slug;
  if (isTwoTone(colour.name)) {
    return bitonUrl({ category: colour.category, manufacturerSlug: maker, code: colour.code });
  }
  if (
    normaliseColourSlug(params.color) !== colourSlug(colour.code, colour.name) ||
    params.manufacturer !== (maker ?? 'unknown')
  ) {
    return colourUrl({
      category: colour.category,
      manufacturerSlug: maker,
      code: colour.code,
      name: colour.name,
    });
  }
  return null;
}

/** A bi-tone page (`…/{maker}/biton/{code}`): another spelling of the code or maker goes to its own. */
export function bitonPageRedirect(
  colour: Omit<Located, 'name'>,
  params: { manufacturer: string; code: string },
): string | null {
  if (
    params.code !== bitonCode(colour.code) ||
    params.manufacturer !== (colour.manufacturer?.slug ?? 'unknown')
  ) {
    return bitonUrl({
      category: colour.category,
      manufacturerSlug: colour.manufacturer?.slug,
      code: colour.code,
    });
  }
  return null;
}
