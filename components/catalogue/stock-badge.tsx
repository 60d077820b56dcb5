import type { StockState } from '@/lib/catalogue/types';
import { cn } from '@/lib/utils';

const TONE: Record<StockState, string> = {
  in_stock: 'text-success',
  unlimited: 'text-success',
  low_stock: 'text-warning',
  out_of_stock: 'text-destructive',
};

const DOT: Record<StockState, string> = {
  in_stock: 'bg-success',
  unlimited: 'bg-success',
  low_stock: 'bg-warning',
  out_of_stock: 'bg-destructive',
};

/** « En stock », « Stock faible », « Rupture de stock » or « Disponible », with a coloured dot. */
export function StockBadge({
  state,
  label,
  className,
}: {
  state: StockState;
  label: string;
  className?: string;
}) {
  return (
    <span
      data-stock={state}
      className={cn('inline-flex items-center gap-1.5 text-sm font-medium', TONE[state], className)}
    >
      <span aria-hidden className={cn('size-2 rounded-full', DOT[state])} />
      {label}
    </span>
  );
}
