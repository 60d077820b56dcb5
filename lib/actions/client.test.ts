import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import type { Caller } from '@/lib/auth/caller';

const state = vi.hoisted(() => ({ caller: { kind: 'visitor' } as Caller }));
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  getCaller: async () => state.caller,
}));

const { ActionError, adminAction, customerAction, publicAction } = await import('./client');

const customer: Caller = {
  kind: 'customer',
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'client@example.fr',
  isAdmin: false,
  isVerifiedProfessional: false,
};
const admin: Caller = { ...customer, isAdmin: true };
const input = z.object({ quantity: z.number({ error: 'Quantité invalide' }).int().positive() });

describe('the action client', () => {
  beforeEach(() => {
    state.caller = { kind: 'visitor' };
  });

  it('parses, calls the domain with the caller, invalidates, and returns typed data', async () => {
    const invalidate = vi.fn();
    const action = publicAction({
      name: 'test.double',
      input,
      handler: async ({ quantity }, { caller }) => ({ double: quantity * 2, who: caller.kind }),
      invalidate,
    });
    expect(await action({ quantity: 3 })).toEqual({
      ok: true,
      data: { double: 6, who: 'visitor' },
    });
    expect(invalidate).toHaveBeenCalledWith({ double: 6, who: 'visitor' }, { quantity: 3 });
  });

  it('answers bad input with French field errors and never calls the domain', async () => {
    const handler = vi.fn();
    const action = publicAction({ name: 'test.bad', input, handler });
    for (const body of [null, 'x', { quantity: 'deux' }, { quantity: -1 }, [], 42]) {
      const result = await action(body);
      expect(result).toMatchObject({
        ok: false,
        code: 'invalid',
        error: 'Veuillez corriger les champs signalés.',
      });
    }
    expect(await action({ quantity: 'deux' })).toMatchObject({
      fieldErrors: { quantity: 'Quantité invalide' },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns a domain refusal into its French message and an unexpected failure into a generic one', async () => {
    const refused = publicAction({
      name: 'test.refused',
      input,
      handler: async () => {
        throw new ActionError('Stock insuffisant', { quantity: 'Trop' });
      },
    });
    expect(await refused({ quantity: 1 })).toEqual({
      ok: false,
      code: 'refused',
      error: 'Stock insuffisant',
      fieldErrors: { quantity: 'Trop' },
    });
    const invalidate = vi.fn();
    const broken = publicAction({
      name: 'test.broken',
      input,
      handler: async () => {
        throw new Error('connection refused');
      },
      invalidate,
    });
    expect(await broken({ quantity: 1 })).toEqual({
      ok: false,
      code: 'unexpected',
      error: "Une erreur inattendue s'est produite.",
      fieldErrors: {},
    });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refuses visitors on customer actions, and everyone but admins on admin actions', async () => {
    const handler = vi.fn(async () => 'fait');
    const forCustomers = customerAction({ name: 'test.customer', input, handler });
    const forAdmins = adminAction({ name: 'test.admin', input, handler });

    expect(await forCustomers({ quantity: 1 })).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    expect(await forAdmins({ quantity: 1 })).toMatchObject({
      ok: false,
      code: 'unauthenticated',
      error: 'Veuillez vous connecter pour continuer.',
    });
    state.caller = customer;
    expect(await forCustomers({ quantity: 1 })).toEqual({ ok: true, data: 'fait' });
    expect(await forAdmins({ quantity: 1 })).toMatchObject({ ok: false, code: 'forbidden' });
    // A refused caller learns nothing of the input's shape.
    expect(await forAdmins({ quantity: 'x' })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(handler).toHaveBeenCalledTimes(1);
    state.caller = admin;
    expect(await forAdmins({ quantity: 1 })).toEqual({ ok: true, data: 'fait' });
  });
});
