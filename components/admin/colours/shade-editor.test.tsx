// @vitest-environment happy-dom
/**
 * « Modifier » / « Ajouter une variante » on the colour's admin page (issue 41 §1): the dialog's
 * form checks the swatch and the years in French before sending, sends what was typed, and
 * closes after a save. The rules are the server's: tests/integration/shade-variants-admin.test.ts.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/admin.fr.json';
import type { ShadeInput } from '@/lib/validation/admin-shades';

const actions = vi.hoisted(() => ({ saveShadeAction: vi.fn() }));
vi.mock('@/lib/admin/colours/actions', () => actions);
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
/** The real French texts, looked up as next-intl would. */
vi.mock('next-intl', () => import('@/tests/support/admin-translations'));

const { ShadeEditor } = await import('./shade-editor');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const COLOUR = '00000000-0000-4000-8000-0000000000c1';
const SHADE = '00000000-0000-4000-8000-0000000000d1';
const S = messages.admin.colours.shades;
let root: Root;

beforeEach(() => {
  vi.clearAllMocks();
  actions.saveShadeAction.mockResolvedValue({ ok: true, data: { id: SHADE } });
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

const initial: ShadeInput = {
  id: SHADE,
  colourId: COLOUR,
  name: 'plus claire',
  variantCode: 'EWP-V1',
  yearFrom: '2012',
  yearTo: '',
  models: '208',
  swatchHex: '#f8f9f7',
  isStandard: false,
  position: '1',
};

const input = (key: string) => document.getElementById(`shade-${SHADE}-${key}`) as HTMLInputElement;
const buttonNamed = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text)!;

async function type(element: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function open() {
  await act(async () => root.render(<ShadeEditor initial={initial} name="plus claire" />));
  expect(input('name')).toBeNull();
  await act(async () => buttonNamed(S.edit).click());
  expect(input('name').value).toBe('plus claire');
}

describe('the shade variant dialog', () => {
  it('refuses a bad swatch and years in the wrong order, in French, without sending', async () => {
    await open();
    await type(input('hex'), 'blanc');
    await type(input('from'), '2019');
    await type(input('to'), '2012');
    await act(async () => buttonNamed('Enregistrer').click());
    expect(actions.saveShadeAction).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain(S.validation.hexInvalid);
    expect(document.body.textContent).toContain(S.validation.yearsOrder);
  });

  it('sends what was typed and closes after the save', async () => {
    await open();
    await type(input('name'), 'plus jaune');
    await act(async () => input('standard').click());
    await act(async () => buttonNamed('Enregistrer').click());
    expect(actions.saveShadeAction).toHaveBeenCalledWith({
      ...initial,
      name: 'plus jaune',
      isStandard: true,
    });
    expect(input('name')).toBeNull();
  });
});
