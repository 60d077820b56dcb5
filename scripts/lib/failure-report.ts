/**
 * The part of a failed `npm test` step's output printed again before the « bilan »
 * (scripts/test.ts): CI keeps only the end of the output.
 */

/** Colour codes, left out of the report and of the lines searched for its start. */
const ANSI = /\x1b\[[0-9;]*m/g;

/** Lines of a failure report printed again before the « bilan ». */
const REPORT_LINES = 60;

/**
 * From vitest's « Failed Tests » (or « Failed Suites », « Unhandled Errors ») banner, or
 * Playwright's first failure detail, to the end; else the step's last lines. At most `max` lines: the
 * report's start (the first failures) and its last lines (the summary).
 */
export function failureReport(output: string[], max = REPORT_LINES): string[] {
  const lines = output.map((line) => line.replace(ANSI, ''));
  const vitest = lines.findIndex((line) =>
    /⎯ (Failed Tests|Failed Suites|Unhandled Errors?) \d+/.test(line),
  );
  // Playwright's list reporter details its failures after the run, from « 1) [project] › … ».
  const playwright = lines.findLastIndex((line) => /^\s+1\) \[/.test(line));
  const start = vitest !== -1 ? vitest : playwright;
  const report = start === -1 ? lines : lines.slice(start);
  if (report.length <= max) return report;
  const kept = max - 10;
  return [
    ...report.slice(0, kept),
    `… (${report.length - kept - 9} lignes omises)`,
    ...report.slice(-9),
  ];
}
