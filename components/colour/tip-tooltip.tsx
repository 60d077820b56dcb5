'use client';

import { useEffect, useRef } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * The badge with its Radix tooltip and own provider (the spec's delays): a separate chunk
 * (Radix, floating-ui) that `TipBadge` mounts once the badge is hovered or focused. When it
 * replaces a focused badge, it takes the focus back, which opens the tooltip.
 */
export default function TipTooltip({
  label,
  tip,
  className,
  focus,
}: {
  label: string;
  tip: string;
  className?: string;
  focus: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <button ref={button} type="button" className={className}>
            {label}
          </button>
        </TooltipTrigger>
        <TooltipContent>{tip}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
