import type { StockState } from '@/lib/catalogue/types';
import { clsx } from 'clsx';
import styles from './stock-badge.module.css';

/**
 * « En stock », « Stock faible », « Rupture de stock » or « Disponible », with a coloured dot
 * (drawn by CSS from `data-stock`).
 */
export function StockBadge({
  state,
  label,
  className,
  testId,
}: {
  state: StockState;
  label: string;
  className?: string;
  testId?: string;
}) {
  return (
    <span data-stock={state} data-testid={testId} className={clsx(styles.badge, className)}>
      {label}
    </span>
  );
}
