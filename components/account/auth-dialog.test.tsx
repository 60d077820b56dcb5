// @vitest-environment happy-dom
/**
 * The sign-in dialog on the one form pattern (issue 35 §4): what each tab says and does when
 * the server refuses, cannot be reached, or the browser refuses a field, with the spec's
 * French words (section 8). The journeys that sign in for real are in tests/e2e/accounts*.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
const actions = vi.hoisted(() => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
}));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/lib/account/auth-actions', () => actions);
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const { default: AuthDialog } = await import('./auth-dialog');
const { openAuthDialog, useAuthDialog } = await import('@/lib/account/dialog-store');
const { useSessionStore } = await import('@/lib/account/session-store');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
beforeEach(async () => {
  vi.clearAllMocks();
  useSessionStore.setState({ status: 'signed-out', user: null });
  window.history.replaceState(null, '', '/catalogue');
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root.render(<AuthDialog />));
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

async function openOn(tab: 'login' | 'signup' | 'reset', returnTo: string | null = null) {
  await act(async () => openAuthDialog({ tab, returnTo }));
}

function field(id: string) {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  return input;
}

async function type(id: string, value: string) {
  const input = field(id);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(id: string) {
  const form = field(id).form;
  await act(async () => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

const alerts = () =>
  [...document.querySelectorAll('[role="alert"]')].map((node) => node.textContent);

describe('the sign-in tab', () => {
  it('shows and toasts the server’s refusal, and puts it on no field', async () => {
    actions.signIn.mockResolvedValue({
      ok: false,
      error: 'Email ou mot de passe incorrect.',
      fieldErrors: {},
    });
    await openOn('login');
    await type('login-email', 'client@example.fr');
    await type('login-password', 'mauvais-mot');
    await submit('login-email');
    expect(actions.signIn).toHaveBeenCalledWith({
      email: 'client@example.fr',
      password: 'mauvais-mot',
    });
    expect(toast.error).toHaveBeenCalledWith('Erreur de connexion', {
      description: 'Email ou mot de passe incorrect.',
    });
    expect(alerts()).toEqual(['Email ou mot de passe incorrect.']);
    expect(field('login-email').getAttribute('aria-invalid')).toBeNull();
  });

  it('a server not reached is « Une erreur inattendue », no refusal shown', async () => {
    actions.signIn.mockRejectedValue(new Error('réseau'));
    await openOn('login');
    await type('login-email', 'client@example.fr');
    await type('login-password', 'un-mot-de-passe');
    await submit('login-email');
    expect(toast.error).toHaveBeenCalledWith('Erreur', {
      description: "Une erreur inattendue s'est produite.",
    });
    expect(alerts()).toEqual([]);
  });

  it('a malformed address is refused in the browser with the spec’s toast', async () => {
    await openOn('login');
    await type('login-email', 'pas-un-email');
    await type('login-password', 'un-mot-de-passe');
    await submit('login-email');
    expect(actions.signIn).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Email invalide', { description: 'Email invalide' });
    expect(field('login-email').getAttribute('aria-invalid')).toBe('true');
    expect(field('login-email').getAttribute('aria-describedby')).toBe('login-email-error');
  });

  it('signed in: the toast, the session, then back to the page the shopper came from', async () => {
    const session = { id: 'u1', email: 'client@example.fr', role: 'customer' };
    actions.signIn.mockResolvedValue({ ok: true, data: session });
    await openOn('login', '/contact?sujet=livraison');
    await type('login-email', 'client@example.fr');
    await type('login-password', 'un-mot-de-passe');
    await submit('login-email');
    expect(toast.success).toHaveBeenCalledWith('Connexion réussie', {
      description: 'Vous êtes maintenant connecté.',
    });
    expect(useSessionStore.getState().status).toBe('signed-in');
    expect(useAuthDialog.getState().open).toBe(false);
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith('/contact?sujet=livraison');
  });
});

/** The sign-up tab filled in by an individual who accepts the terms, then sent. */
async function signUpAsCamille() {
  await openOn('signup');
  await type('signup-first-name', 'Camille');
  await type('signup-last-name', 'Martin');
  await type('signup-email', 'camille@example.fr');
  await type('signup-password', 'un-long-mot-de-passe');
  await act(async () => document.getElementById('signup-terms')?.click());
  await submit('signup-email');
}

describe('the sign-up tab', () => {
  it('puts the server’s field error on its field under « Erreur d’inscription »', async () => {
    actions.signUp.mockResolvedValue({
      ok: false,
      error: 'Un compte existe déjà avec cet email.',
      fieldErrors: { email: 'Un compte existe déjà avec cet email.' },
    });
    await signUpAsCamille();
    expect(actions.signUp).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Erreur d'inscription", {
      description: 'Un compte existe déjà avec cet email.',
    });
    expect(document.getElementById('signup-email-error')?.textContent).toBe(
      'Un compte existe déjà avec cet email.',
    );
  });

  it('done without a session: the sign-in tab opens with the address filled in', async () => {
    actions.signUp.mockResolvedValue({ ok: true, data: { session: null } });
    await signUpAsCamille();
    expect(toast.success).toHaveBeenCalledWith('Inscription réussie', {
      description: 'Vérifiez votre email pour confirmer votre compte.',
    });
    expect(field('login-email').value).toBe('camille@example.fr');
  });
});

describe('the password tab', () => {
  it('sends the link, says so once (toast id) and empties the field', async () => {
    actions.requestPasswordReset.mockResolvedValue({ ok: true, data: null });
    await openOn('reset');
    await type('reset-email', 'client@example.fr');
    await submit('reset-email');
    expect(actions.requestPasswordReset).toHaveBeenCalledWith({ email: 'client@example.fr' });
    expect(toast.success).toHaveBeenCalledWith('Email envoyé', {
      id: 'reset-sent',
      description: 'Si un compte existe avec cet email, vous recevrez un lien de réinitialisation.',
    });
    expect(field('reset-email').value).toBe('');
  });

  it('a server not reached is « Impossible d’envoyer l’email de réinitialisation »', async () => {
    actions.requestPasswordReset.mockRejectedValue(new Error('réseau'));
    await openOn('reset');
    await type('reset-email', 'client@example.fr');
    await submit('reset-email');
    expect(toast.error).toHaveBeenCalledWith('Erreur', {
      description: "Impossible d'envoyer l'email de réinitialisation",
    });
  });

  it('an empty address is « Email requis » and nothing is sent', async () => {
    await openOn('reset');
    await submit('reset-email');
    expect(actions.requestPasswordReset).not.toHaveBeenCalled();
    expect(toast.error.mock.calls[0]?.[0]).toBe('Email requis');
  });
});
