// @vitest-environment happy-dom
/**
 * The bulk form's steps (issue 40 §4): a price change asks the server for its preview first and
 * writes only on « Confirmer la variation », with the very input previewed; a new selection
 * drops the preview; a stock alone is applied at once. The journey is
 * tests/e2e/admin-bulk-safety.spec.ts, the rules tests/integration/admin-bulk-safety.test.ts.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/admin.fr.json';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
const actions = vi.hoisted(() => ({
  previewBulkPriceAction: vi.fn(),
  bulkEditProductsAction: vi.fn(),
}));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/admin/products/actions', () => actions);
/** The French texts by key, without interpolation (the steps are tested, not the wording). */
vi.mock('next-intl', () => ({
  useTranslations: (namespace: string) => (key: string) =>
    `${namespace}.${key}`
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages),
}));

const { BulkEdit, BULK_FORM_ID } = await import('./bulk-edit');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ID = '11111111-1111-4111-8111-111111111111';
const B = messages.admin.products.bulk;

beforeEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

async function mount() {
  const host = document.createElement('div');
  const row = document.createElement('input');
  Object.assign(row, { type: 'checkbox', name: 'ids', value: ID });
  row.setAttribute('form', BULK_FORM_ID);
  row.dataset.stock = '7';
  document.body.append(host, row);
  await act(async () => createRoot(host).render(createElement(BulkEdit)));
  const select = async () => {
    row.checked = !row.checked;
    await act(async () => row.dispatchEvent(new Event('change', { bubbles: true })));
  };
  await select();
  return { host, select };
}

const form = () => document.getElementById(BULK_FORM_ID) as HTMLFormElement;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text)!;
const type = (name: string, value: string) => {
  (form().elements.namedItem(name) as HTMLInputElement).value = value;
};
const submit = () => act(async () => button(B.apply).click());

describe('BulkEdit', () => {
  it('previews a price change, then writes the input previewed on « Confirmer la variation »', async () => {
    await mount();
    actions.previewBulkPriceAction.mockResolvedValue({
      ok: true,
      data: { products: 1, variants: 0, examples: [{ name: 'A', beforeTtc: 1000, afterTtc: 890 }] },
    });
    actions.bulkEditProductsAction.mockResolvedValue({
      ok: true,
      data: { id: ID, slugs: [], count: 1, batchId: 'b' },
    });
    type('pricePercent', '-10');
    (form().elements.namedItem('rounding') as HTMLSelectElement).value = 'x90';
    await submit();
    const input = {
      ids: [ID],
      all: false,
      seenStock: { [ID]: 7 },
      stockQuantity: '',
      pricePercent: '-10',
      rounding: 'x90',
    };
    expect(actions.previewBulkPriceAction).toHaveBeenCalledWith(input);
    expect(actions.bulkEditProductsAction).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain(B.previewTitle);
    await act(async () => button(B.confirm).click());
    expect(actions.bulkEditProductsAction).toHaveBeenCalledWith(input);
    expect(router.refresh).toHaveBeenCalled();
    expect(document.body.textContent).not.toContain(B.previewTitle);
  });

  it('drops the preview when the selection changes; a stock alone is applied at once', async () => {
    const { select } = await mount();
    actions.previewBulkPriceAction.mockResolvedValue({
      ok: true,
      data: { products: 1, variants: 0, examples: [] },
    });
    type('pricePercent', '5');
    await submit();
    expect(document.body.textContent).toContain(B.previewTitle);
    await select();
    expect(document.body.textContent).not.toContain(B.previewTitle);
    await select();

    actions.bulkEditProductsAction.mockResolvedValue({
      ok: true,
      data: { id: ID, slugs: [], count: 1, batchId: null },
    });
    type('pricePercent', '');
    type('stockQuantity', '12');
    await submit();
    expect(actions.previewBulkPriceAction).toHaveBeenCalledTimes(1);
    expect(actions.bulkEditProductsAction).toHaveBeenCalledWith(
      expect.objectContaining({ ids: [ID], stockQuantity: '12', pricePercent: '' }),
    );
  });
});
