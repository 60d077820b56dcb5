// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const { settleAction, useActionForm } = await import('./use-action-form');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => vi.clearAllMocks());

describe('settleAction', () => {
  it('a refusal is a toast with the server’s words, then onFailure with its field errors', async () => {
    const onFailure = vi.fn();
    const onSuccess = vi.fn();
    const ok = await settleAction(
      async () => ({ ok: false as const, error: 'Code inconnu.', fieldErrors: { code: 'Non' } }),
      { code: 'X' },
      { errorTitle: 'Échec', onFailure, onSuccess },
    );
    expect(ok).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Échec', { description: 'Code inconnu.' });
    expect(onFailure).toHaveBeenCalledWith({ code: 'Non' }, 'Code inconnu.');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('an unreachable server is the same toast without words, never a thrown error', async () => {
    const onFailure = vi.fn();
    const ok = await settleAction(
      () => Promise.reject(new Error('réseau')),
      {},
      {
        errorTitle: 'Échec',
        onFailure,
      },
    );
    expect(ok).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Échec', { description: undefined });
    expect(onFailure).toHaveBeenCalledWith({}, undefined);
  });

  it('a success calls onSuccess with the data and the input; no title, no toast', async () => {
    const onSuccess = vi.fn();
    await settleAction(async () => ({ ok: true as const, data: { id: 7 } }), 'entrée', {
      onSuccess,
    });
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 }, 'entrée');
    await settleAction(async () => ({ ok: false as const, error: 'Non', fieldErrors: {} }), 1, {});
    expect(toast.error).not.toHaveBeenCalled();
  });
});

type Options<S extends z.ZodType<Record<string, string>, Record<string, string>>, T> = Parameters<
  typeof useActionForm<S, T>
>[0];

/** Mounts `useActionForm(options)` with its one field, submits it, then unmounts. */
async function submitOnce<S extends z.ZodType<Record<string, string>, Record<string, string>>, T>(
  options: Options<S, T>,
  field: string,
) {
  let api!: ReturnType<typeof useActionForm<S, T>>;
  function Probe() {
    api = useActionForm(options);
    return createElement('input', api.form.register(field as never));
  }
  const root = createRoot(document.createElement('form'));
  await act(async () => root.render(createElement(Probe)));
  await act(async () => api.onSubmit());
  await act(async () => root.unmount());
  return api;
}

describe('useActionForm', () => {
  it('puts the server’s field errors on their fields and sends what was typed', async () => {
    const action = vi.fn(async () => ({
      ok: false as const,
      error: 'Refusé.',
      fieldErrors: { name: 'Ce nom est déjà pris.', _: 'global' },
    }));
    const api = await submitOnce(
      {
        schema: z.object({ name: z.string().trim().min(1) }),
        defaultValues: { name: '  Nuancier ' },
        action,
        errorTitle: 'Échec',
      },
      'name',
    );
    expect(action).toHaveBeenCalledWith({ name: 'Nuancier' }, { name: '  Nuancier ' });
    expect(api.form.formState.errors.name?.message).toBe('Ce nom est déjà pris.');
    expect(toast.error).toHaveBeenCalledWith('Échec', { description: 'Refusé.' });
  });

  it('hands the fields the schema refused to onInvalid and never calls the server', async () => {
    const action = vi.fn(async () => ({ ok: true as const, data: null }));
    const onInvalid = vi.fn();
    await submitOnce(
      {
        schema: z.object({ email: z.string().email('Email invalide') }),
        defaultValues: { email: 'pas-un-email' },
        action,
        onInvalid,
      },
      'email',
    );
    expect(action).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]?.[0].email.message).toBe('Email invalide');
  });
});
