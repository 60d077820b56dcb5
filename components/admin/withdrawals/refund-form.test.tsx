// @vitest-environment happy-dom
/**
 * The refund of a withdrawal on an order's page (s22 audit): no free amount any more (the server
 * credits the withdrawn lines), the shipping given back only when ticked, a transfer's date (today
 * by default) and reference, and for a card nothing but the Stripe button. The rules are the
 * server's: tests/integration/withdrawals.test.ts.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/admin.fr.json';

const actions = vi.hoisted(() => ({ recordWithdrawalRefundAction: vi.fn() }));
vi.mock('@/lib/admin/withdrawals/actions', () => actions);
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
/** The real French texts, looked up as next-intl would. */
vi.mock('next-intl', () => import('@/tests/support/admin-translations'));

const { WithdrawalRefundForm } = await import('./refund-form');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ID = '00000000-0000-4000-8000-0000000000aa';
const F = messages.admin.withdrawals.form;
let root: Root;

beforeEach(() => {
  vi.clearAllMocks();
  actions.recordWithdrawalRefundAction.mockResolvedValue({ ok: true, data: { slugs: [] } });
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

const input = (name: string) => document.getElementById(`refund-${ID}-${name}`) as HTMLInputElement;
const button = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;

/** Submits the form: what the action received (id, shipping, date, reference). */
async function submitted() {
  await act(async () => button().click());
  expect(actions.recordWithdrawalRefundAction).toHaveBeenCalledTimes(1);
  const sent = actions.recordWithdrawalRefundAction.mock.calls[0]![0] as Record<string, unknown>;
  expect(Object.keys(sent).sort()).toEqual(['id', 'reference', 'refundedOn', 'shipping']);
  return [sent.id, sent.shipping, sent.refundedOn, sent.reference];
}

async function type(element: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the refund of a withdrawal', () => {
  it('for a transfer: the shipping when ticked, the date (today by default) and reference', async () => {
    await act(async () =>
      root.render(<WithdrawalRefundForm withdrawalId={ID} method="transfer" today="2026-11-27" />),
    );
    expect(document.body.textContent).toContain(F.help);
    expect(document.body.textContent).not.toContain('Montant');
    expect(input('on').value).toBe('2026-11-27');
    expect(input('on').max).toBe('2026-11-27');
    expect(button().textContent).toBe(F.submit);
    await act(async () => input('shipping').click());
    await type(input('reference'), 'VIR-2026-11');
    expect(await submitted()).toEqual([ID, true, '2026-11-27', 'VIR-2026-11']);
  });

  it('for a card: only the shipping choice, refunded through Stripe', async () => {
    await act(async () =>
      root.render(<WithdrawalRefundForm withdrawalId={ID} method="card" today="2026-11-27" />),
    );
    expect(input('on')).toBeNull();
    expect(input('reference')).toBeNull();
    expect(button().textContent).toBe(F.submitCard);
    expect(await submitted()).toEqual([ID, false, '', '']);
  });
});
