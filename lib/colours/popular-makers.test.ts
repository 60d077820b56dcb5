import { describe, expect, it } from 'vitest';
import { frenchFirst } from './popular-makers';

const makers = ['alfa-romeo', 'audi', 'bmw', 'citroen', 'ds', 'honda', 'peugeot', 'renault'].map(
  (slug) => ({ slug }),
);

describe('the makers French shoppers look for first', () => {
  it('puts Renault, Peugeot and Citroën first, then the others in their own order', () => {
    expect(frenchFirst(makers).map((m) => m.slug)).toEqual([
      'renault',
      'peugeot',
      'citroen',
      'ds',
      'bmw',
      'audi',
      'alfa-romeo',
      'honda',
    ]);
  });

  it('keeps a list without any of them as it was', () => {
    const motos = [{ slug: 'yamaha' }, { slug: 'ducati' }, { slug: 'honda' }];
    expect(frenchFirst(motos)).toEqual(motos);
  });
});
