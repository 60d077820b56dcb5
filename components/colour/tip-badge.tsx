'use client';

import { lazy, Suspense, useState } from 'react';

const TipTooltip = lazy(() => import('./tip-tooltip'));

/**
 * A badge explained by a tooltip (keyboard: focus it). The tooltip's code (Radix, floating-ui:
 * some 14 kB compressed) is fetched the first time a badge is hovered or focused
 * (`tip-tooltip.tsx`), not with the colour page (issue 12).
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
  const [armed, setArmed] = useState<'hover' | 'focus' | null>(null);
  const plain = (
    <button
      type="button"
      className={className}
      onPointerEnter={() => setArmed((was) => was ?? 'hover')}
      onFocus={() => setArmed('focus')}
    >
      {label}
    </button>
  );
  if (!armed) return plain;
  return (
    <Suspense fallback={plain}>
      <TipTooltip label={label} tip={tip} className={className} focus={armed === 'focus'} />
    </Suspense>
  );
}
