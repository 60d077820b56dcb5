import { colourText } from '@/lib/colours/text';
import { colourCategoryName } from '@/lib/colours/slug';
import type { Colour } from '@/lib/colours/types';

/** The descriptive text search engines and shoppers read about the colour. */
export function ColourSeoText({ colour }: { colour: Colour }) {
  const t = colourText();
  const values = {
    name: colour.name,
    code: colour.code,
    maker: colour.manufacturer?.name ?? t('info.unknownMaker'),
    category: (colourCategoryName(colour.category) ?? colour.category).toLowerCase(),
    finish: t(`info.finishes.${colour.specialEffect ?? 'none'}`).toLowerCase(),
  };
  return (
    <section aria-labelledby="seo-titre" className="flex flex-col gap-3">
      <h2 id="seo-titre" className="text-xl font-semibold">
        {t('seo.title', values)}
      </h2>
      <p className="text-muted-foreground leading-relaxed">{t('seo.p1', values)}</p>
      <p className="text-muted-foreground leading-relaxed">{t('seo.p2', values)}</p>
      <p className="text-muted-foreground leading-relaxed">{t('seo.p3', values)}</p>
    </section>
  );
}
