/**
 * The readable difference of an audit row (security screen, histories): the fields whose value
 * changed, each with its value before and after, as short text. A creation has no « before »,
 * a deletion no « after ».
 */
export type DiffLine = { field: string; before: string | null; after: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function showValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    const b = showValue(before);
    const a = showValue(after);
    return b === a ? [] : [{ field: '', before: b, after: a }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]))
    .map((field) => ({ field, before: showValue(b[field]), after: showValue(a[field]) }));
}
