import { formatSigned } from '@/lib/pricing/amounts';
import type { SummaryRow, SummaryRowKey } from '@/lib/pricing/breakdown';

const TONES = {
  strong: 'border-t pt-2 text-base font-bold',
  muted: 'text-muted-foreground',
  success: 'text-success',
} as const;

/**
 * The server's summary rows (lib/pricing/breakdown.ts), as the cart and the checkout print them:
 * one <div> per dt/dd pair directly in the caller's <dl> (axe's definition-list rule).
 */
export function SummaryRows({
  rows,
  testIds,
}: {
  rows: readonly SummaryRow[];
  testIds: Record<SummaryRowKey, string>;
}) {
  return rows.map((row) => (
    <div key={row.key} className={`flex justify-between gap-2 ${row.tone ? TONES[row.tone] : ''}`}>
      <dt>{row.label}</dt>
      <dd data-testid={testIds[row.key]}>{row.cents === null ? '—' : formatSigned(row.cents)}</dd>
    </div>
  ));
}
