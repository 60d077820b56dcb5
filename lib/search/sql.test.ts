import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { parseQuery } from './normalise';
import { allWords } from './sql';

const dialect = new PgDialect();

/** allWords as text: `I(word)` for an index condition, `F(word)` for a filter only. */
function written(term: string, colourWordsFilter: boolean): string {
  const where = allWords(
    parseQuery(term),
    (w) => sql.raw(`I(${w})`),
    (w) => sql.raw(`F(${w})`),
    [sql.raw('X')],
    { colourWordsFilter },
  );
  return where ? dialect.sqlToQuery(where).sql : '';
}

describe('allWords', () => {
  it('makes colour words filters when another word can use the index', () => {
    expect(written('renault blanc nacre', true)).toBe(
      '(I(renault)) and (F(blanc)) and (F(nacre)) and X',
    );
    expect(written('blanches ponceuses 2k', true)).toBe(
      '(I(ponceuse)) and (F(blanc)) and (F(2k)) and X',
    );
  });

  it('keeps colour words as index conditions when no other word has a trigram', () => {
    expect(written('blanc nacre', true)).toBe('(I(blanc)) and (I(nacre)) and X');
    expect(written('gris l', true)).toBe('(I(gris)) and (F(l)) and X');
  });

  it('searches every word through the index by default', () => {
    expect(written('renault blanc nacre', false)).toBe(
      '(I(renault)) and (I(blanc)) and (I(nacre)) and X',
    );
    expect(written('l 2k', false)).toBe('');
  });
});
