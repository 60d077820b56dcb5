/** Dangerous-goods class of a custom-paint line (paint_product_configs.transport_classes). */
import { isTransportClass, type TransportClass } from './types';

export type PaintTransportClasses = Record<string, TransportClass>;

/** Keeps the usable entries of the jsonb column; `default` falls back to 'none'. */
export function normaliseTransportClasses(raw: unknown): PaintTransportClasses {
  const out: PaintTransportClasses = { default: 'none' };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (isTransportClass(value)) out[key] = value;
  }
  return out;
}

export function paintTransportClass(
  classes: PaintTransportClasses,
  paintType: string | null,
): TransportClass {
  return (paintType ? classes[paintType] : undefined) ?? classes.default ?? 'none';
}
