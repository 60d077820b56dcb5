/**
 * The shop's one UUID check (issue 35 §4): the 8-4-4-4-12 hexadecimal shape Postgres's `uuid`
 * type reads, either case. It guards every `::uuid` cast of a value from outside (a URL, a form,
 * a cart line, a webhook's metadata) so a stray text is « not found » instead of a database
 * error. A leaf module with no import: the browser's cart code and the proxy's rules use it as
 * the server does; zod schemas use it through `uuidField` (lib/zod.ts).
 */
const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A whole text that is one UUID. */
export const UUID_PATTERN = new RegExp(`^${UUID_TEXT}$`, 'i');

/** A UUID at the start of a text (a cart line's product id before its variant suffix). */
export const UUID_PREFIX_PATTERN = new RegExp(`^(${UUID_TEXT})`, 'i');

/** Every UUID inside a text (for a `replace`). */
export const UUID_ANYWHERE_PATTERN = new RegExp(UUID_TEXT, 'gi');

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
