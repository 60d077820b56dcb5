import Link from 'next/link';
import { colourText } from '@/lib/colours/text';
import { configsForColour } from '@/lib/colours/configurator';
import { availabilityOf } from '@/lib/colours/paint-types';
import type { PaintConfig } from '@/lib/colours/pricing';
import { bitonUrl, colourListUrl } from '@/lib/urls';
import type { Colour, ColourSummary } from '@/lib/colours/types';
import { ColourBackLink } from '../colour-back-link';
import { ColourBreadcrumb } from '../colour-breadcrumb';
import { ColourConfigurator } from '../colour-configurator';
import { colourCrumbs, lineColourOf } from './colour-template';
import { ColourSelectionProvider } from '../colour-selection';
import { ColourSwatch } from '../colour-swatch';
import styles from '../colour-page.module.css';
import { ColourHazardSlot, ColourManufacturer } from '@/components/colour/colour-hazards';
import { cachedPaintHazards } from '@/lib/hazard/cached';

export type Tone = { index: number; name: string; colour: ColourSummary | null };

/** The bi-tone page: both tones, each with its own configurator and, when it exists, its page. */
export async function BitonTemplate({
  colour,
  tones,
  configs,
}: {
  colour: Colour;
  tones: Tone[];
  configs: Record<string, PaintConfig>;
}) {
  const t = colourText();
  const maker = colour.manufacturer?.name ?? '';
  const path = bitonUrl({
    category: colour.category,
    manufacturerSlug: colour.manufacturer?.slug,
    code: colour.code,
  });
  const availability = availabilityOf(colour);
  // One object each, sent once: both tones' configurators refer to them.
  const colourConfigs = configsForColour(configs, availability);
  const line = lineColourOf(colour);
  const hazards = await cachedPaintHazards();
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <ColourBreadcrumb
          items={colourCrumbs(colour, {
            name: t('biton.crumb', { code: colour.code }),
            href: path,
          })}
        />
        <ColourBackLink
          listUrl={
            colour.manufacturer ? colourListUrl(colour.category, colour.manufacturer.slug) : null
          }
        />
      </div>
      <header className={styles.bitonHead}>
        {/* Both tones, the roof (second tone) above the body; the colour's own preview for a
            tone the maker does not sell alone. */}
        <div className={styles.heroTones} data-testid="biton-swatch">
          {[...tones].reverse().map((tone) => (
            <ColourSwatch
              key={tone.index}
              cssPreview={tone.colour?.cssPreview ?? colour.cssPreview}
              effect={tone.colour?.specialEffect ?? colour.specialEffect}
            />
          ))}
        </div>
        <div>
          <h1>{t('biton.title', { maker, code: colour.code })}</h1>
          <p>{colour.name}</p>
          <p>{t('biton.intro')}</p>
        </div>
      </header>
      <div className={styles.product}>
        {tones.map((tone) => (
          <div key={tone.index} className={styles.card}>
            <h2 className={styles.tone}>
              {t('biton.tone', { index: tone.index, name: tone.name })}
            </h2>
            {tone.colour && (
              <>
                <ColourSwatch
                  cssPreview={tone.colour.cssPreview}
                  effect={tone.colour.specialEffect}
                  className={styles.toneSwatch}
                />
                <Link href={tone.colour.url}>{t('biton.seeTone', { name: tone.name })}</Link>
              </>
            )}
            <ColourSelectionProvider configs={colourConfigs} availability={availability}>
              <ColourConfigurator
                colour={line}
                tone={{ index: tone.index, name: tone.name, code: tone.colour?.code ?? null }}
                hazard={<ColourHazardSlot hazards={hazards} id={`tone-${tone.index}-hazard`} />}
              />
            </ColourSelectionProvider>
          </div>
        ))}
      </div>
      <ColourManufacturer />
    </div>
  );
}
