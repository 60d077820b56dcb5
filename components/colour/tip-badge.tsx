'use client';

import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * A badge explained by a tooltip (keyboard: focus it). One small client element per badge, with
 * its own provider (the spec's delays): the tooltip's code (Radix, floating-ui) comes with the
 * pages that show a badge, not with every page through the app's providers.
 */
export function TipBadge({
  label,
  tip,
  className,
}: {
  label: string;
  tip: string;
  className?: string;
}) {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button" className={className}>
            {label}
          </button>
        </TooltipTrigger>
        <TooltipContent>{tip}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
