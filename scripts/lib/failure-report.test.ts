import { describe, expect, it } from 'vitest';
import { failureReport } from './failure-report';

describe('failureReport', () => {
  it("starts at vitest's « Failed Tests » banner, colour codes left out", () => {
    const output = [
      ' ✓ tests/integration/a.test.ts (3 tests) 120ms',
      '\x1b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\x1b[39m',
      ' FAIL  tests/integration/b.test.ts > b > answers',
      'AssertionError: expected 1 to be 2',
      ' Test Files  1 failed | 1 passed (2)',
    ];
    expect(failureReport(output)).toEqual([
      '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
      ' FAIL  tests/integration/b.test.ts > b > answers',
      'AssertionError: expected 1 to be 2',
      ' Test Files  1 failed | 1 passed (2)',
    ]);
  });

  it("starts at Playwright's first failure detail", () => {
    const output = [
      '  ✘  3 [desktop] › tests/e2e/c.spec.ts:9:1 › c (2.0s)',
      '  1) [desktop] › tests/e2e/c.spec.ts:9:1 › c ──────',
      '    Error: expect(locator).toBeVisible() failed',
      '  1 failed',
      '  253 passed (6.0m)',
    ];
    expect(failureReport(output)).toEqual(output.slice(1));
  });

  it('keeps the last lines of a step without a test report (tsc, eslint)', () => {
    const output = ['a.ts(1,1): error TS2322', 'b.ts(2,2): error TS2345'];
    expect(failureReport(output)).toEqual(output);
  });

  it('keeps the start and the summary of a long report, the count of lines left out between', () => {
    const output = ['⎯⎯ Failed Tests 9 ⎯⎯', ...Array.from({ length: 100 }, (_, i) => `line ${i}`)];
    const report = failureReport(output, 20);
    expect(report).toHaveLength(20);
    expect(report.slice(0, 10)).toEqual(output.slice(0, 10));
    expect(report[10]).toBe('… (82 lignes omises)');
    expect(report.slice(11)).toEqual(output.slice(-9));
  });
});
