import { describe, expect, it } from 'vitest';
import adminMessages from '@/messages/admin.fr.json';
import { brandSchema, categorySchema, slugOf } from './admin-catalogue';

const M = adminMessages.admin.validation;

const brand = { name: 'Aérokolor', slug: '', description: '', isFeatured: false, isActive: true };

describe('admin catalogue schemas', () => {
  it('takes the slug from the name when it is left empty', () => {
    const parsed = brandSchema.parse(brand);
    expect(slugOf(parsed)).toBe('aerokolor');
  });

  it('refuses a typed slug that is not URL-safe, with the French message', () => {
    for (const slug of ['Vernis 2K', 'vernis--2k', '-vernis', 'vérnis', 'a/b']) {
      const result = brandSchema.safeParse({ ...brand, slug });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.slugInvalid);
    }
    expect(brandSchema.safeParse({ ...brand, slug: 'vernis-2k' }).success).toBe(true);
  });

  it('refuses a name of symbols only (no slug can be made of it)', () => {
    const result = brandSchema.safeParse({ ...brand, name: '***' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['slug']);
  });

  it('refuses an empty name and a bad position or section', () => {
    expect(brandSchema.safeParse({ ...brand, name: '  ' }).error?.issues[0]?.message).toBe(
      M.nameRequired,
    );
    const category = { ...brand, section: 'carrosserie', position: '3' };
    expect(categorySchema.parse(category).position).toBe(3);
    for (const position of ['-1', '2.5', 'abc', '10000']) {
      expect(categorySchema.safeParse({ ...category, position }).error?.issues[0]?.message).toBe(
        M.positionInvalid,
      );
    }
    expect(
      categorySchema.safeParse({ ...category, section: 'cuisine' }).error?.issues[0]?.message,
    ).toBe(M.sectionInvalid);
  });
});
