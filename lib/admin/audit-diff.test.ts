import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('lists the changed fields only, with readable values', () => {
    expect(
      auditDiff(
        { isVerifiedProfessional: false, siret: '73282932000074', n: 1 },
        { isVerifiedProfessional: true, siret: '73282932000074', n: 1, note: 'Clé incorrecte' },
      ),
    ).toEqual([
      { field: 'isVerifiedProfessional', before: 'non', after: 'oui' },
      { field: 'note', before: null, after: 'Clé incorrecte' },
    ]);
  });

  it('shows a creation and a deletion', () => {
    expect(auditDiff(null, { name: 'Mirka' })).toEqual([
      { field: 'name', before: null, after: 'Mirka' },
    ]);
    expect(auditDiff({ tags: ['a'] }, null)).toEqual([
      { field: 'tags', before: '["a"]', after: null },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});
