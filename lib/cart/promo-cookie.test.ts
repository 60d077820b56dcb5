// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const line = {
  id: 'p1-default',
  productId: '11111111-1111-4111-8111-111111111111',
  variantId: null,
  name: 'Apprêt',
  slug: 'appret',
  price: 12.5,
  quantity: 1,
  image: null,
};

describe('the promo code follows the cart', () => {
  beforeEach(() => {
    vi.resetModules();
    document.cookie = 'nuancier-promo=; Path=/; Max-Age=0';
  });

  it('survives a reload and the cart loaded at sign-in; goes with an add, a clear or bad text', async () => {
    const { useCartStore } = await import('./store');
    useCartStore.getState().setPromoCode('BIENVENUE10');
    expect(document.cookie).toContain('nuancier-promo=BIENVENUE10');

    // A reload: a new store reads the code back.
    vi.resetModules();
    const reloaded = (await import('./store')).useCartStore;
    expect(reloaded.getState().promoCode).toBe('BIENVENUE10');

    // Sign-in merges the browser cart into the database one and loads it: same code.
    reloaded.getState().load([line]);
    expect(reloaded.getState().promoCode).toBe('BIENVENUE10');

    // A new line is a new cart to check: the code goes, the cookie with it.
    reloaded.getState().add({ ...line, productId: '22222222-2222-4222-8222-222222222222' });
    expect(reloaded.getState().promoCode).toBeNull();
    expect(document.cookie).not.toContain('BIENVENUE10');

    reloaded.getState().setPromoCode('TOUTGRATIS');
    expect(document.cookie).toContain('nuancier-promo=TOUTGRATIS');
    reloaded.getState().clear();
    expect(document.cookie).not.toContain('TOUTGRATIS');

    // Whatever the cookie says, only a code-shaped text is read (the server checks it anyway).
    document.cookie = 'nuancier-promo=%3Cscript%3E; Path=/';
    const { readPromoCookie } = await import('./promo-cookie');
    expect(readPromoCookie()).toBeNull();
  });
});
