import Link from 'next/link';
import { colourText } from '@/lib/colours/text';
import type { ColourSection } from '@/lib/colours/types';
import { ColourSwatch } from './colour-swatch';

export const COLOUR_SECTIONS: ReadonlyArray<{
  slug: ColourSection;
  effect: 'metallise' | 'nacre' | 'special' | null;
  css: string;
}> = [
  { slug: 'constructeur', effect: null, css: '#b3261e' },
  { slug: 'speciale', effect: 'special', css: '#5b2a86' },
  { slug: 'metallisee', effect: 'metallise', css: '#8d9096' },
  { slug: 'nacree', effect: 'nacre', css: '#efeae0' },
];

/** Links to the finish sub-sections of the catalogue. */
export function ColourSectionLinks({ current }: { current?: ColourSection }) {
  const t = colourText();
  return (
    <section aria-labelledby="finitions-titre" className="flex flex-col gap-4">
      <h2 id="finitions-titre" className="text-xl font-semibold">
        {t('catalogue.sectionsTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {COLOUR_SECTIONS.map((section) => (
          <li key={section.slug}>
            <Link
              href={`/catalogue-couleur/${section.slug}`}
              aria-current={current === section.slug ? 'page' : undefined}
              className="hover:bg-accent focus-visible:ring-ring/50 aria-[current=page]:border-primary flex h-full flex-col overflow-hidden rounded-lg border outline-none focus-visible:ring-[3px]"
            >
              <ColourSwatch
                cssPreview={section.css}
                effect={section.effect}
                className="h-16 w-full"
              />
              <span className="flex flex-col gap-1 p-3">
                <span className="font-semibold">
                  {t(`catalogue.sections.${section.slug}.title`)}
                </span>
                <span className="text-muted-foreground text-xs">
                  {t(`catalogue.sections.${section.slug}.description`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
