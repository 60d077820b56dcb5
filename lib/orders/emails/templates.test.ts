import { describe, expect, it } from 'vitest';
import { dateFr } from './templates';

describe('dates in order e-mails', () => {
  it('writes the first of the month as an ordinal, in Paris time', () => {
    expect(dateFr(new Date('2026-11-30T23:30:00Z'))).toBe('1er décembre 2026');
    expect(dateFr(new Date('2026-11-24T10:00:00Z'))).toBe('24 novembre 2026');
    expect(dateFr(new Date('2026-11-11T10:00:00Z'))).toBe('11 novembre 2026');
  });
});
