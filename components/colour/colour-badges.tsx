import { Badge, badgeVariants } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { colourText } from '@/lib/colours/text';
import { colourCategoryName } from '@/lib/colours/slug';
import type { Colour } from '@/lib/colours/types';
import { cn } from '@/lib/utils';

function TipBadge({ label, tip, className }: { label: string; tip: string; className?: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className={cn(badgeVariants({ variant: 'outline' }), 'cursor-help', className)}
        >
          {label}
        </button>
      </TooltipTrigger>
      <TooltipContent>{tip}</TooltipContent>
    </Tooltip>
  );
}

/** Category, maker, 'Teinte standard' and the finish badges, each explained by a tooltip. */
export function ColourBadges({ colour }: { colour: Colour }) {
  const t = colourText();
  return (
    <ul aria-label={t('badges.listLabel')} className="flex flex-wrap gap-2">
      <li>
        <Badge variant="secondary">{colourCategoryName(colour.category)}</Badge>
      </li>
      {colour.manufacturer && (
        <li>
          <Badge variant="secondary">{colour.manufacturer.name}</Badge>
        </li>
      )}
      <li>
        <TipBadge label={t('badges.standard')} tip={t('badges.standardTip')} />
      </li>
      {colour.specialEffect && (
        <li>
          <Badge variant="outline">{t(`badges.${colour.specialEffect}`)}</Badge>
        </li>
      )}
      {colour.availableWater && (
        <li>
          <TipBadge
            label={t('badges.water')}
            tip={t('badges.waterTip')}
            className="border-sky-700 text-sky-800"
          />
        </li>
      )}
      {colour.availableSolvent && (
        <li>
          <TipBadge
            label={t('badges.solvent')}
            tip={t('badges.solventTip')}
            className="border-amber-700 text-amber-800"
          />
        </li>
      )}
      {colour.availableGlossDirect && (
        <li>
          <TipBadge
            label={t('badges.glossDirect')}
            tip={t('badges.glossDirectTip')}
            className="border-emerald-700 text-emerald-800"
          />
        </li>
      )}
    </ul>
  );
}
