import type { StockState } from './types';

/** At or below this quantity (and above zero) a product shows « Stock faible ». */
export const LOW_STOCK_THRESHOLD = 5;

export function stockState(quantity: number, unlimited: boolean): StockState {
  if (unlimited) return 'unlimited';
  if (quantity <= 0) return 'out_of_stock';
  if (quantity <= LOW_STOCK_THRESHOLD) return 'low_stock';
  return 'in_stock';
}

export function isPurchasable(state: StockState): boolean {
  return state !== 'out_of_stock';
}
