import { Info } from 'lucide-react';
import { colourText } from '@/lib/colours/text';
import type { Manufacturer } from '@/lib/colours/types';

/** Where to find the colour code on this maker's vehicles (the paint plate). */
export function CodeLocationGuide({ manufacturer }: { manufacturer: Manufacturer }) {
  const t = colourText();
  return (
    <aside
      aria-labelledby="guide-code-titre"
      className="bg-muted/50 flex gap-3 rounded-xl border p-4 text-sm"
    >
      <Info aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-2">
        <h2 id="guide-code-titre" className="text-base font-semibold">
          {t('guide.title', { maker: manufacturer.name })}
        </h2>
        <p>{manufacturer.codeLocation ?? t('guide.fallback', { maker: manufacturer.name })}</p>
        <p className="text-muted-foreground">{t('guide.general')}</p>
        <p className="text-muted-foreground">{t('guide.advice')}</p>
      </div>
    </aside>
  );
}
