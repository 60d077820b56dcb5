import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from './constants';
import {
  searchKey,
  cleanTerm,
  codeKey,
  escapeLike,
  foldText,
  hasPrefixTrigram,
  hasTrigram,
  isSearchable,
  parseQuery,
  prefixEnd,
  termLength,
} from './normalise';

describe('cleanTerm', () => {
  it('trims and collapses blanks', () => {
    expect(cleanTerm('  blanc \t  nacré \n')).toBe('blanc nacré');
  });

  it('removes null bytes and control characters', () => {
    expect(cleanTerm('QN\u0000G')).toBe('QN G');
    expect(cleanTerm('\u0000\u0000')).toBe('');
    expect(cleanTerm('a\u0007b\u200bc')).toBe('a b c');
  });

  it('keeps emoji whole and drops unpaired surrogates', () => {
    expect(cleanTerm('rouge 🚗')).toBe('rouge 🚗');
    expect(cleanTerm('ab\ud800cd')).toBe('abcd');
    expect(cleanTerm('ab\udc00')).toBe('ab');
  });

  it('bounds the length without splitting a character', () => {
    expect(cleanTerm('x'.repeat(5000))).toHaveLength(SEARCH_MAX_LENGTH);
    const emojis = cleanTerm('🚗'.repeat(200));
    expect(Array.from(emojis)).toHaveLength(SEARCH_MAX_LENGTH);
    expect(emojis).toBe('🚗'.repeat(SEARCH_MAX_LENGTH));
  });

  it('accepts anything: arrays, undefined, numbers', () => {
    expect(cleanTerm(['QNG', 'autre'])).toBe('QNG');
    expect(cleanTerm(undefined)).toBe('');
    expect(cleanTerm(null)).toBe('');
    expect(cleanTerm(42)).toBe('');
  });

  it('composes accents typed as two code points', () => {
    expect(cleanTerm('nacre\u0301')).toBe('nacré');
  });
});

describe('isSearchable', () => {
  it('needs two characters after trimming', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable(' Q N ')).toBe(true);
  });

  it('counts an emoji as one character', () => {
    expect(termLength('🚗')).toBe(1);
    expect(isSearchable('🚗')).toBe(false);
    expect(isSearchable('🚗🚗')).toBe(true);
  });
});

describe('foldText', () => {
  it('ignores case and accents like immutable_unaccent(lower())', () => {
    expect(foldText('Blanc NACRÉ')).toBe('blanc nacre');
    expect(foldText('Citroën Gris Aluminium')).toBe('citroen gris aluminium');
    expect(foldText('Œuvre Æther Straße')).toBe('oeuvre aether strasse');
    expect(foldText('Vert d’eau')).toBe("vert d'eau");
  });
});

describe('codeKey', () => {
  it('ignores spaces, dots and dashes and reads O as 0', () => {
    expect(codeKey('MOLZ')).toBe('m0lz');
    expect(codeKey('M0LZ')).toBe('m0lz');
    expect(codeKey('m-0.l z')).toBe('m0lz');
    expect(codeKey('QNG')).toBe('qng');
    expect(codeKey('0040-A')).toBe('0040a');
  });

  it('matches the generated code_search column for stored codes', () => {
    // translate(lower('KTA.O 12'), 'o .-', '0') = 'kta012'
    expect(codeKey('KTA.O 12')).toBe('kta012');
  });
});

describe('escapeLike', () => {
  it('escapes LIKE metacharacters and the escape character', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('c:\\d')).toBe('c:\\\\d');
    expect(escapeLike("l'eau")).toBe("l'eau");
  });
});

describe('trigram guards', () => {
  it('needs three letters or digits in a row for %x%', () => {
    expect(hasTrigram('qng')).toBe(true);
    expect(hasTrigram('m0lz')).toBe(true);
    expect(hasTrigram('a b c')).toBe(false);
    expect(hasTrigram('%%%')).toBe(false);
    expect(hasTrigram('🚗🚗🚗')).toBe(false);
  });

  it('needs two at the start for x%', () => {
    expect(hasPrefixTrigram('qn')).toBe(true);
    expect(hasPrefixTrigram('-q')).toBe(false);
  });
});

describe('parseQuery', () => {
  it('gives the folded words, the code and the hyphen flag', () => {
    const q = parseQuery('  Blanc  Nacré  blanc ');
    expect(q).toEqual({
      term: 'Blanc Nacré blanc',
      searchable: true,
      folded: 'blanc nacre blanc',
      words: ['blanc', 'nacre'],
      stems: ['blanc', 'nacre'],
      code: 'blancnacreblanc',
      hyphenated: false,
    });
    expect(parseQuery('0040-A').hyphenated).toBe(true);
    expect(parseQuery('x').searchable).toBe(false);
  });
});

describe('searchKey', () => {
  const key = (raw: string) => searchKey(parseQuery(raw));

  it('is one key for the same search typed with other cases, accents or blanks', () => {
    expect(key('Blanc Nacré')).toBe(key('blanc nacre'));
    expect(key('QNG')).toBe(key('  qng '));
    expect(key('ÉCRU')).toBe(key('ecru'));
  });

  it('tells different searches apart', () => {
    expect(key('qng')).not.toBe(key('qnh'));
    expect(key('m0lz')).not.toBe(key('molz')); // same code, other words
    expect(key('pb-150m')).not.toBe(key('pb 150m')); // hyphenated terms list more colours
    expect(key('a–b')).not.toBe(key('a-b')); // an en dash is not a hyphen for the limit
  });
});

describe('prefixEnd', () => {
  it('is the prefix with its last character moved one up', () => {
    expect(prefixEnd('blanc')).toBe('bland');
    expect(prefixEnd('qn')).toBe('qo');
    expect(prefixEnd('a b')).toBe('a c');
  });

  it('bounds exactly the strings starting with the prefix, in code point order', () => {
    const inside = ['blanc', 'blanc nacre', 'blancs', 'blanc\u{10ffff}'];
    const outside = ['bland', 'blan', 'blb', 'c'];
    const byCodePoint = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
    for (const s of inside) {
      expect(byCodePoint(s, 'blanc')).toBeGreaterThanOrEqual(0);
      expect(byCodePoint(s, prefixEnd('blanc'))).toBeLessThan(0);
    }
    for (const s of outside) {
      const below = byCodePoint(s, 'blanc') < 0;
      const above = byCodePoint(s, prefixEnd('blanc')) >= 0;
      expect(below || above).toBe(true);
    }
  });

  it('handles characters outside the basic plane and the last code point', () => {
    expect(prefixEnd('🚗')).toBe('🚘');
    expect(prefixEnd('a\u{d7ff}')).toBe('a\u{e000}');
    expect(prefixEnd('a\u{10ffff}')).toBe('b');
    expect(prefixEnd('\u{10ffff}')).toBe('');
  });
});
