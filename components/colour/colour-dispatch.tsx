'use client';

import { DispatchPromise } from '@/components/dispatch/dispatch-promise';
import type { DispatchRules } from '@/lib/dispatch/date';
import { paintTransportClass } from '@/lib/shipping/transport';
import type { Days, TransportClass } from '@/lib/shipping/types';
import { useColourSelection } from './colour-selection';

/**
 * The day the paint being configured ships and arrives: colour paint's preparation (mixed to
 * order), and the transit of the carriers its dangerous-goods class may go with.
 */
export function ColourDispatch({
  rules,
  transits,
}: {
  rules: DispatchRules;
  transits: Partial<Record<TransportClass, Days>>;
}) {
  const { selection, configs } = useColourSelection();
  const classes = configs[selection.productKey]?.transportClasses ?? { default: 'none' };
  const transit = transits[paintTransportClass(classes, selection.paintType)] ?? null;
  return <DispatchPromise rules={rules} transit={transit} testId="colour-dispatch" />;
}
