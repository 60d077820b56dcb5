/**
 * The owner's dispatch settings (set in /admin/delivery, stored in `seo_settings` under
 * `dispatch`) and the rules an item follows: colour paint is mixed to order and has its own
 * preparation time, everything else ships from stock. Pure (the storefront's client components
 * receive these and compute the date themselves, docs/decisions/dispatch-date.md).
 */
import type { DispatchRules } from './date';

export const DISPATCH_SETTING_KEY = 'dispatch';

export type DispatchSettings = {
  /** Working days to prepare an order of stocked products. */
  preparationDays: number;
  /** Working days to mix and prepare colour paint made to order. */
  paintPreparationDays: number;
  /** « HH:MM », Paris time: orders placed before it are taken in the same working day. */
  cutoff: string;
};

export const DEFAULT_DISPATCH: DispatchSettings = {
  preparationDays: 1,
  paintPreparationDays: 1,
  cutoff: '14:00',
};

export const CUTOFF_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const wholeDays = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 60
    ? value
    : fallback;

/** The stored value read as settings (anything missing or odd is the default). */
export function dispatchSettingsOf(value: unknown): DispatchSettings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    preparationDays: wholeDays(v.preparationDays, DEFAULT_DISPATCH.preparationDays),
    paintPreparationDays: wholeDays(v.paintPreparationDays, DEFAULT_DISPATCH.paintPreparationDays),
    cutoff:
      typeof v.cutoff === 'string' && CUTOFF_PATTERN.test(v.cutoff)
        ? v.cutoff
        : DEFAULT_DISPATCH.cutoff,
  };
}

/** The rules of an order or item: the longer preparation when it holds colour paint. */
export function dispatchRules(settings: DispatchSettings, paint: boolean): DispatchRules {
  return {
    preparationDays: paint
      ? Math.max(settings.preparationDays, settings.paintPreparationDays)
      : settings.preparationDays,
    cutoff: settings.cutoff,
  };
}
