import { colourText } from '@/lib/colours/text';
import type { ColourSection } from '@/lib/colours/types';
import { ColourLink } from './colour-link';
import { ColourSwatch } from './colour-swatch';
import styles from './colour-list.module.css';
import { colourSectionUrl } from '@/lib/urls';

const COLOUR_SECTIONS: ReadonlyArray<{
  slug: ColourSection;
  effect: 'metallise' | 'nacre' | 'special' | null;
  css: string;
}> = [
  { slug: 'constructeur', effect: null, css: '#b3261e' },
  { slug: 'speciale', effect: 'special', css: '#5b2a86' },
  { slug: 'metallisee', effect: 'metallise', css: '#8d9096' },
  { slug: 'nacree', effect: 'nacre', css: '#efeae0' },
];

/** Links to the finish sub-sections of the catalogue (document loads: colour-link.tsx). */
export function ColourSectionLinks({ current }: { current?: ColourSection }) {
  const t = colourText();
  return (
    <section aria-labelledby="finitions-titre" className={styles.section}>
      <h2 id="finitions-titre">{t('catalogue.sectionsTitle')}</h2>
      <ul className={styles.finishes}>
        {COLOUR_SECTIONS.map((section) => {
          const href = colourSectionUrl(section.slug);
          const content = (
            <>
              <ColourSwatch cssPreview={section.css} effect={section.effect} />
              <span>
                <b>{t(`catalogue.sections.${section.slug}.title`)}</b>
                <span>{t(`catalogue.sections.${section.slug}.description`)}</span>
              </span>
            </>
          );
          return (
            <li key={section.slug}>
              {current === section.slug ? (
                <ColourLink href={href} aria-current="page">
                  {content}
                </ColourLink>
              ) : (
                <ColourLink href={href}>{content}</ColourLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
