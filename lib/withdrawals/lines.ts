/**
 * Which quantities of an order a withdrawal may take back, and whether a request fits them: the
 * rule the server applies inside the withdrawal's transaction (lib/withdrawals/store.ts), on the
 * lines and earlier withdrawals it has just locked and read.
 */

export type OrderedLine = {
  id: string;
  quantity: number;
  /** Colour paint mixed to order: no withdrawal (Code de la consommation L221-28 3°). */
  isCustomPaint: boolean;
  /** Already taken back by earlier withdrawals of the order. */
  withdrawn: number;
};

export type RequestedLine = { id: string; quantity: number };

/** What is left to withdraw on a line: nothing for made-to-order paint. */
export function withdrawableQuantity(line: OrderedLine): number {
  return line.isCustomPaint ? 0 : Math.max(0, line.quantity - line.withdrawn);
}

export type WithdrawalRefusal = 'nothingSelected' | 'excluded' | 'tooMany' | 'unknownLine';

/**
 * The lines a withdrawal takes back: every line's remainder for `all`, else the requested
 * quantities (zero quantities dropped, one entry per line). Refused when a line is not the
 * order's, is made-to-order paint, asks more than is left, or when nothing is left to take back.
 */
export function linesToWithdraw(
  ordered: OrderedLine[],
  request: 'all' | RequestedLine[],
): { ok: true; lines: RequestedLine[] } | { ok: false; reason: WithdrawalRefusal } {
  const byId = new Map(ordered.map((line) => [line.id, line]));
  let lines: RequestedLine[];
  if (request === 'all') {
    lines = ordered
      .map((line) => ({ id: line.id, quantity: withdrawableQuantity(line) }))
      .filter((line) => line.quantity > 0);
  } else {
    const wanted = new Map<string, number>();
    for (const line of request) wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.quantity);
    lines = [];
    for (const [id, quantity] of wanted) {
      const line = byId.get(id);
      if (!line) return { ok: false, reason: 'unknownLine' };
      if (quantity === 0) continue;
      if (line.isCustomPaint) return { ok: false, reason: 'excluded' };
      if (quantity > withdrawableQuantity(line)) return { ok: false, reason: 'tooMany' };
      lines.push({ id, quantity });
    }
  }
  if (lines.length === 0) return { ok: false, reason: 'nothingSelected' };
  return { ok: true, lines };
}
