// @vitest-environment happy-dom
/**
 * The withdrawal form in the browser (issue 39 §1): a signed-in customer finds their name and
 * e-mail filled in and the link's order number kept; step 2 keeps made-to-order paint apart
 * with its reason, and sends the quantities chosen. The rules themselves are the server's
 * (tests/integration/withdrawals.test.ts); the visitor's journey is tests/e2e/withdrawal.spec.ts.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const actions = vi.hoisted(() => ({ findOrderToWithdraw: vi.fn(), confirmWithdrawal: vi.fn() }));
vi.mock('@/lib/withdrawals/actions', () => actions);
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const { WithdrawalForm } = await import('./withdrawal-form');
const { FormMessages } = await import('@/components/providers/form-messages');
const { useSessionStore } = await import('@/lib/account/session-store');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORDER = 'NU-2026-000123';
const found = {
  orderNumber: ORDER,
  placedAt: new Date('2026-11-20T10:00:00Z'),
  lastDay: null,
  lines: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Peinture carrosserie sur mesure',
      details: 'TEKNG — Gris Cassiopée · Pot 1 L',
      ordered: 1,
      withdrawn: 0,
      withdrawable: 0,
      isCustomPaint: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Vernis 2K brillant',
      details: null,
      ordered: 3,
      withdrawn: 1,
      withdrawable: 2,
      isCustomPaint: false,
    },
  ],
};

let root: Root;
beforeEach(async () => {
  vi.clearAllMocks();
  useSessionStore.setState({
    status: 'signed-in',
    user: {
      email: 'julie.martin@example.fr',
      firstName: 'Julie',
      lastName: 'Martin',
      isAdmin: false,
      isProfessional: false,
      isVerifiedProfessional: false,
    },
  });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root.render(
      <FormMessages>
        <WithdrawalForm orderNumber={ORDER} />
      </FormMessages>,
    ),
  );
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;

async function click(element: HTMLElement) {
  await act(async () => element.click());
}

describe('the withdrawal form', () => {
  it('fills in a signed-in customer, then offers the lines left, paint apart with its reason', async () => {
    expect(input('withdrawal-name').value).toBe('Julie Martin');
    expect(input('withdrawal-email').value).toBe('julie.martin@example.fr');
    expect(input('withdrawal-orderNumber').value).toBe(ORDER);

    actions.findOrderToWithdraw.mockResolvedValue({ ok: true, data: found });
    await act(async () => {
      input('withdrawal-name').form!.dispatchEvent(
        new Event('submit', { bubbles: true, cancelable: true }),
      );
    });
    expect(actions.findOrderToWithdraw).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Julie Martin',
        orderNumber: ORDER,
        email: 'julie.martin@example.fr',
      }),
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('Articles exclus du droit de rétractation');
    expect(text).toContain('article L221-28 3° du Code de la consommation');

    // Part of the order: the varnish's quantity box, then « Confirmer la rétractation ».
    const part = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')][1]!;
    await click(part);
    const quantity = document.querySelector<HTMLInputElement>('input[type="number"]')!;
    expect(quantity.getAttribute('aria-label')).toBe('Quantité à retourner : Vernis 2K brillant');
    expect(quantity.max).toBe('2');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        quantity,
        '1',
      );
      quantity.dispatchEvent(new Event('input', { bubbles: true }));
    });
    actions.confirmWithdrawal.mockResolvedValue({
      ok: false,
      error: 'La quantité demandée dépasse ce qui reste à rétracter.',
      fieldErrors: {},
    });
    await click(button('Confirmer la rétractation'));
    expect(actions.confirmWithdrawal).toHaveBeenCalledWith(
      expect.objectContaining({
        orderNumber: ORDER,
        lines: [{ id: '00000000-0000-4000-8000-000000000002', quantity: 1 }],
      }),
    );
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'La quantité demandée dépasse ce qui reste à rétracter.',
    );
  });
});
