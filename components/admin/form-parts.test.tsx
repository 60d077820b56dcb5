// @vitest-environment happy-dom
/**
 * The admin forms' shared parts: the field binder (registration and the error at a field's
 * path), `useItemForm` (a creation opens the new item's page, an edit refreshes its own),
 * `FormFooter`'s words, and `CheckboxGroupField`'s error. The forms themselves are driven in
 * tests/e2e/admin*.spec.ts.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
/** The real French texts, looked up as next-intl would. */
vi.mock('next-intl', () => import('@/tests/support/admin-translations'));

const { fieldBinder, useItemForm } = await import('./use-admin-form');
const { FormFooter } = await import('./form-footer');
const { CheckboxGroupField } = await import('./fields');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => vi.clearAllMocks());

async function mount(element: React.ReactElement) {
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(element));
  return () => act(async () => root.unmount());
}

type Values = { name: string; position: string; variants: { priceTtc: string }[] };

describe('fieldBinder', () => {
  it('reads the error at the field’s path, nested ones too, and registers the field', async () => {
    let bound!: ReturnType<typeof fieldBinder<Values, Values>>;
    let form!: ReturnType<typeof useForm<Values>>;
    function Probe() {
      form = useForm<Values>({
        defaultValues: { name: '', position: '1', variants: [{ priceTtc: '' }] },
      });
      bound = fieldBinder(form);
      return null;
    }
    const unmount = await mount(createElement(Probe));
    expect(bound.text('name').error).toBeUndefined();
    await act(async () => {
      form.setError('name', { type: 'server', message: 'Ce nom est déjà pris.' });
      form.setError('variants.0.priceTtc', { type: 'server', message: 'Prix invalide.' });
    });
    expect(bound.text('name').error).toBe('Ce nom est déjà pris.');
    expect(bound.decimal('variants.0.priceTtc').error).toBe('Prix invalide.');
    expect(bound.text('name').inputProps.name).toBe('name');
    expect(bound.numeric('position').inputProps).toMatchObject({
      name: 'position',
      inputMode: 'numeric',
    });
    expect(bound.decimal('variants.0.priceTtc').inputProps.inputMode).toBe('decimal');
    expect(bound.text('name', { type: 'date' }).inputProps.type).toBe('date');
    expect(bound.textarea('name', { rows: 3 }).textareaProps).toMatchObject({ rows: 3 });
    expect(bound.select('position').selectProps.name).toBe('position');
    // A checkbox says no error of its own (CheckboxField would describe itself by it).
    expect(bound.checkbox('name')).not.toHaveProperty('error');
    await unmount();
  });
});

describe('useItemForm', () => {
  const schema = z.object({ id: z.string().optional(), name: z.string().min(1) });

  async function submit(initial: { id?: string; name: string }) {
    const action = vi.fn(async () => ({ ok: true as const, data: { id: 'b-42' } }));
    let api!: ReturnType<typeof useItemForm<typeof schema, { id: string }>>;
    function Probe() {
      api = useItemForm({ schema, initial, action, collection: 'brands' });
      return createElement('input', api.form.register('name'));
    }
    const unmount = await mount(createElement(Probe));
    await act(async () => api.onSubmit());
    await unmount();
    return { api, action };
  }

  it('creates an item without id, then opens its page', async () => {
    const { api, action } = await submit({ name: 'Sikkens' });
    expect(api.creating).toBe(true);
    expect(action).toHaveBeenCalledWith({ name: 'Sikkens' });
    expect(router.push).toHaveBeenCalledWith('/admin/brands/b-42');
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('saves an item with an id and stays on its page, refreshed', async () => {
    const { api } = await submit({ id: 'b-42', name: 'Sikkens' });
    expect(api.creating).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
    expect(router.refresh).toHaveBeenCalled();
  });
});

describe('FormFooter', () => {
  const render = (props: Parameters<typeof FormFooter>[0]) =>
    renderToStaticMarkup(createElement(FormFooter, props));

  it('says « Créer » before the first save, « Enregistrer » after, and waits while saving', () => {
    expect(render({ submitting: false, creating: true })).toMatch(/<button[^>]*>Créer<\/button>/);
    expect(render({ submitting: false })).toMatch(/<button[^>]*>Enregistrer<\/button>/);
    expect(render({ submitting: true, creating: true })).toMatch(
      /<button[^>]*disabled=""[^>]*>Enregistrement…<\/button>/,
    );
    expect(render({ submitting: false, className: 'sm:col-span-2' })).toMatch(
      /^<div class="sm:col-span-2"><button/,
    );
  });
});

describe('CheckboxGroupField', () => {
  const render = (error?: string) =>
    renderToStaticMarkup(
      createElement(CheckboxGroupField, {
        id: 'carrier-classes',
        legend: 'Classes acceptées',
        options: [
          { value: 'standard', label: 'Standard' },
          { value: 'dangerous', label: 'Dangereux' },
        ],
        inputProps: { name: 'acceptedClasses' },
        error,
      }),
    );

  it('one box a value under one legend; an error is said and describes the set', () => {
    const html = render('Choisissez au moins une classe.');
    expect(html).toContain('<legend class="text-sm font-medium">Classes acceptées</legend>');
    const boxes = html.match(/<input type="checkbox"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(2);
    expect(boxes[1]).toContain('value="dangerous"');
    expect(boxes.every((box) => box.includes('name="acceptedClasses"'))).toBe(true);
    expect(html).toContain('aria-describedby="carrier-classes-error"');
    expect(html).toMatch(
      /<p id="carrier-classes-error"[^>]*role="alert">Choisissez au moins une classe\.<\/p>/,
    );
    expect(render()).not.toContain('aria-describedby');
  });
});
