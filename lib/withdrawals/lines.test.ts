import { describe, expect, it } from 'vitest';
import { linesToWithdraw, withdrawableQuantity, type OrderedLine } from './lines';

const paint: OrderedLine = { id: 'paint', quantity: 2, isCustomPaint: true, withdrawn: 0 };
const varnish: OrderedLine = { id: 'varnish', quantity: 3, isCustomPaint: false, withdrawn: 1 };
const tape: OrderedLine = { id: 'tape', quantity: 1, isCustomPaint: false, withdrawn: 0 };
const order = [paint, varnish, tape];

describe('lines to withdraw', () => {
  it('leaves nothing to withdraw on made-to-order paint, the rest minus earlier withdrawals', () => {
    expect(withdrawableQuantity(paint)).toBe(0);
    expect(withdrawableQuantity(varnish)).toBe(2);
    expect(withdrawableQuantity({ ...tape, withdrawn: 1 })).toBe(0);
  });

  it('takes every remainder for the whole order, paint aside', () => {
    expect(linesToWithdraw(order, 'all')).toEqual({
      ok: true,
      lines: [
        { id: 'varnish', quantity: 2 },
        { id: 'tape', quantity: 1 },
      ],
    });
  });

  it('takes part of a line, drops zero quantities and adds up repeated lines', () => {
    expect(
      linesToWithdraw(order, [
        { id: 'varnish', quantity: 1 },
        { id: 'tape', quantity: 0 },
        { id: 'varnish', quantity: 1 },
      ]),
    ).toEqual({ ok: true, lines: [{ id: 'varnish', quantity: 2 }] });
  });

  it.each([
    [[{ id: 'varnish', quantity: 3 }], 'tooMany'],
    [[{ id: 'paint', quantity: 1 }], 'excluded'],
    [[{ id: 'someone-else', quantity: 1 }], 'unknownLine'],
    [[{ id: 'tape', quantity: 0 }], 'nothingSelected'],
    [[], 'nothingSelected'],
  ] as const)('refuses %j (%s)', (request, reason) => {
    expect(linesToWithdraw(order, [...request])).toEqual({ ok: false, reason });
  });

  it('refuses the whole order when everything was already withdrawn', () => {
    expect(
      linesToWithdraw([paint, { ...varnish, withdrawn: 3 }, { ...tape, withdrawn: 1 }], 'all'),
    ).toEqual({ ok: false, reason: 'nothingSelected' });
  });
});
