import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { colourText } from '@/lib/colours/text';
import { colourPaintFamilies, paintTypeLabel } from '@/lib/colours/paint-types';
import { colourCategoryName } from '@/lib/colours/slug';
import type { Colour } from '@/lib/colours/types';

const APPLICATION_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

/** The Informations card (what the colour is) and the Application card (how to apply it). */
export function ColourInfoCards({ colour }: { colour: Colour }) {
  const t = colourText();
  const families = colourPaintFamilies(colour).filter(
    (f) => f === 'water' || f === 'solvent' || f === 'gloss_direct',
  );
  const rows: Array<[string, string]> = [
    [t('info.code'), colour.code],
    [t('info.name'), colour.name],
    [t('info.maker'), colour.manufacturer?.name ?? t('info.unknownMaker')],
    [t('info.category'), colourCategoryName(colour.category) ?? colour.category],
    [t('info.finish'), t(`info.finishes.${colour.specialEffect ?? 'none'}`)],
    [t('info.paintTypes'), families.map((f) => paintTypeLabel(f)).join(', ') || '—'],
  ];
  if (colour.legacyCode) rows.push([t('info.legacyCode'), colour.legacyCode]);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>
            <h2>{t('info.title')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>
            <h2>{t('application.title')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            {APPLICATION_STEPS.map((step) => (
              <li key={step}>{t(`application.${step}`)}</li>
            ))}
          </ol>
          {colour.availableGlossDirect && (
            <p className="text-muted-foreground mt-3 text-sm">{t('application.glossDirect')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
