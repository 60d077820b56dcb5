import { describe, expect, it } from 'vitest';
import { VISITOR, type Caller } from './caller';
import { decideGate, isGated } from './gate-rules';

const customer: Caller = {
  kind: 'customer',
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'client@example.fr',
  isAdmin: false,
  isVerifiedProfessional: false,
};
const admin: Caller = { ...customer, isAdmin: true };

describe('the proxy gate of account and admin pages', () => {
  it('gates only /admin, /profile and /checkout (and their sub-paths)', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/products',
      '/profile',
      '/profile/x',
      '/checkout',
    ]) {
      expect(isGated(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/administration',
      '/admins',
      '/profiles',
      '/cart',
      '/api/admin',
      '/checkouts',
      '/payment-success',
    ]) {
      expect(isGated(path), path).toBe(false);
    }
  });

  it('sends a visitor to sign in, then back to the exact page', () => {
    expect(decideGate('/admin/orders', '?page=2', VISITOR)).toEqual({
      type: 'sign-in',
      location: '/?connexion=1&retour=%2Fadmin%2Forders%3Fpage%3D2',
    });
    expect(decideGate('/profile', '', VISITOR)).toEqual({
      type: 'sign-in',
      location: '/?connexion=1&retour=%2Fprofile',
    });
  });

  it('answers not-found to a customer on /admin, lets an administrator through', () => {
    expect(decideGate('/admin', '', customer)).toEqual({ type: 'not-found' });
    expect(decideGate('/admin', '', admin)).toEqual({ type: 'pass' });
    expect(decideGate('/profile', '', customer)).toEqual({ type: 'pass' });
    expect(decideGate('/cart', '', VISITOR)).toEqual({ type: 'pass' });
  });
});
