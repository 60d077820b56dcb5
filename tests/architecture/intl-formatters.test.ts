/**
 * Intl formatters are built once per module, never inside a function: building an
 * `Intl.DateTimeFormat` costs some 0.3 ms on these machines (ICU loads the locale's patterns and
 * the time zone), so `adminDate` building one per call spent 8 ms of a 25-row admin orders
 * list's render, and as much again on every list of dates. A `new Intl.…` nested in any block
 * (a function, a component, a loop) fails this test with its place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Comments and the text of string literals blanked out, so their braces do not count. */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(
      /(^|[^:'"`])\/\/[^\n]*/g,
      (m, lead: string) => lead + ' '.repeat(m.length - lead.length),
    )
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, (m) => `'${' '.repeat(m.length - 2)}'`);
}

/** The `new Intl.X(` of a source text that sit inside braces (line numbers, 1-based). */
export function nestedIntlFormatters(text: string): number[] {
  const source = code(text);
  const found: number[] = [];
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === 'n' && source.startsWith('new Intl.', i)) {
      // At the module's level, the statement it belongs to starts on the last unindented line:
      // `const day = (d: Date) =>\n  new Intl.…` builds one per call too.
      let start = source.lastIndexOf('\n', i - 1) + 1;
      while (start > 0 && /[ \t)]/.test(source[start] ?? '')) {
        start = source.lastIndexOf('\n', start - 2) + 1;
      }
      const arrow = source.slice(start, i).includes('=>');
      if (depth > 0 || arrow) {
        found.push(source.slice(0, i).split('\n').length);
      }
    }
  }
  return found;
}

describe('Intl formatters', () => {
  it('finds a formatter built in a function and accepts one built with the module', () => {
    expect(
      nestedIntlFormatters(
        `import { a } from 'b';\nconst f = new Intl.NumberFormat('fr-FR', { style: 'percent' });\n` +
          `// new Intl.DateTimeFormat in a comment {\nexport const g = (d: Date) =>\n  f.format(1);`,
      ),
    ).toEqual([]);
    expect(
      nestedIntlFormatters(
        `const s = '{';\nexport function day(d: Date) {\n  return new Intl.DateTimeFormat('fr-FR').format(d);\n}`,
      ),
    ).toEqual([3]);
    expect(
      nestedIntlFormatters(
        `const a = new Intl.Collator('fr');\nexport const day = (d: Date) =>\n  new Intl.DateTimeFormat('fr-FR', {\n    timeZone: 'UTC',\n  }).format(d);`,
      ),
    ).toEqual([3]);
  });

  it('are built once per module in app/, components/ and lib/', () => {
    const offenders = ['app', 'components', 'lib'].flatMap((dir) =>
      sourceFiles(path.join(root, dir)).flatMap((file) =>
        nestedIntlFormatters(fs.readFileSync(file, 'utf8')).map(
          (line) => `${path.relative(root, file)}:${line}`,
        ),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
