'use client';

import { useColourSelection } from './colour-selection';
import { paintHazardKey } from '@/lib/hazard/paint';

/**
 * The colour page's CLP block (issue 39 §2): the one of the chosen packaging and paint type
 * (an aerosol whatever its paint; otherwise the paint type), rendered by the server for each,
 * picked here as the shopper chooses. Until the paint type is chosen, `pending` says so.
 */
export function ColourHazard({
  blocks,
  pending,
}: {
  blocks: Readonly<Partial<Record<string, React.ReactNode>>>;
  pending: React.ReactNode;
}) {
  const { selection } = useColourSelection();
  const key = paintHazardKey(selection.productKey, selection.paintType);
  return <>{key ? (blocks[key] ?? null) : pending}</>;
}
