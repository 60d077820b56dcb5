import { describe, expect, it } from 'vitest';
import { centsInput, parseEuroInput } from './money';

describe('prices typed by the shop owner', () => {
  it('reads decimal commas, points, spaces and a euro sign', () => {
    expect(parseEuroInput('12,50')).toBe(1250);
    expect(parseEuroInput('12.5')).toBe(1250);
    expect(parseEuroInput('12')).toBe(1200);
    expect(parseEuroInput(' 1 234,05 € ')).toBe(123405);
    expect(parseEuroInput('1\u202f234,05\u00a0€')).toBe(123405);
    expect(parseEuroInput('0,07')).toBe(7);
  });

  it('refuses what is not a price', () => {
    for (const text of ['', 'abc', '-3', '12,345', '12,', ',5', '1e3', '12,50 EUR', '99999999'])
      expect(parseEuroInput(text), text).toBeNull();
  });

  it('shows cents back as the input reads them', () => {
    expect(centsInput(1250)).toBe('12,50');
    expect(centsInput(7)).toBe('0,07');
    expect(parseEuroInput(centsInput(123405))).toBe(123405);
  });
});
