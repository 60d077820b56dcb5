import Link from 'next/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { colourText } from '@/lib/colours/text';
import { availabilityOf } from '@/lib/colours/paint-types';
import type { PaintConfig } from '@/lib/colours/pricing';
import { bitonUrl, colourListUrl } from '@/lib/colours/slug';
import type { Colour, ColourSummary } from '@/lib/colours/types';
import { ColourBackLink } from './colour-back-link';
import { ColourBreadcrumb } from './colour-breadcrumb';
import { ColourConfigurator } from './colour-configurator';
import { colourCrumbs, lineColourOf } from './colour-product-view';
import { ColourSelectionProvider } from './colour-selection';
import { ColourSwatch } from './colour-swatch';

export type Tone = { index: number; name: string; colour: ColourSummary | null };

/** The bi-tone page: both tones, each with its own configurator and, when it exists, its page. */
export function BitonView({
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
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6">
      <div className="flex flex-col gap-3">
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
      <header className="grid items-center gap-6 md:grid-cols-[16rem_1fr]">
        <ColourSwatch
          cssPreview={colour.cssPreview}
          effect={colour.specialEffect}
          className="aspect-[4/3] w-full rounded-xl border"
        />
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold sm:text-3xl">
            {t('biton.title', { maker, code: colour.code })}
          </h1>
          <p className="text-muted-foreground">{colour.name}</p>
          <p>{t('biton.intro')}</p>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        {tones.map((tone) => (
          <Card key={tone.index}>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">
                  {t('biton.tone', { index: tone.index, name: tone.name })}
                </h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {tone.colour && (
                <>
                  <ColourSwatch
                    cssPreview={tone.colour.cssPreview}
                    effect={tone.colour.specialEffect}
                    className="h-20 w-full rounded-lg border"
                  />
                  <Link href={tone.colour.url} className="text-primary text-sm hover:underline">
                    {t('biton.seeTone', { name: tone.name })}
                  </Link>
                </>
              )}
              <ColourSelectionProvider configs={configs} availability={availabilityOf(colour)}>
                <ColourConfigurator
                  colour={lineColourOf(colour)}
                  tone={{ index: tone.index, name: tone.name }}
                />
              </ColourSelectionProvider>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
