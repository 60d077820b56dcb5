'use client';

import { paintTransportClass } from '@/lib/shipping/transport';
import type { TransportClass } from '@/lib/shipping/types';
import { useColourSelection } from './colour-selection';

/**
 * The delivery delay of the paint being configured: its dangerous-goods class (a solvent pot,
 * an aerosol) decides which carriers may carry it, and so the delay. The texts are the server's,
 * one per class, computed from the carrier table.
 */
export function ColourDelivery({ texts }: { texts: Partial<Record<TransportClass, string>> }) {
  const { selection, configs } = useColourSelection();
  const classes = configs[selection.productKey]?.transportClasses ?? { default: 'none' };
  const text = texts[paintTransportClass(classes, selection.paintType)];
  return text ? <p data-testid="colour-delivery">{text}</p> : null;
}
