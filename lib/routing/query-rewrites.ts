/**
 * The listing, variant and colour-list rewrites (lib/catalogue/rewrites.ts,
 * lib/colours/rewrites.ts) applied by proxy.ts instead of next.config's `beforeFiles`: Next
 * evaluated those 36 rules, compiling each source and `has` pattern again, on every request it
 * served (assets and robots.txt included, about a tenth of a cached page's server time,
 * docs/decisions/query-rewrites-in-proxy.md), while the proxy already runs on every page.
 *
 * The rules stay the single source of the mapping, in Next's own rewrite format; this module
 * compiles them once and reads them as Next does (next/dist/shared/lib/router/utils/
 * prepare-destination.js `matchHas`, path-to-regexp 6 with `strict`, not case-sensitive): the
 * first rule whose source matches the path, whose `has` query conditions all hold and whose
 * `missing` ones all fail; a condition without a value holds for a non-empty value, one with a
 * value when the value (the last one, for a repeated key) matches it whole; its named groups
 * and the source's parameters fill the destination. The query goes with the rewrite unchanged.
 * lib/routing/query-rewrites.test.ts checks it against Next's own matcher.
 */

type QueryMatch = { type: 'query'; key: string; value?: string };
export type QueryRewrite = {
  source: string;
  destination: string;
  has?: QueryMatch[];
  missing?: QueryMatch[];
};

type Condition = { key: string; value: RegExp | null };
type Compiled = {
  source: RegExp;
  destination: string;
  has: Condition[];
  missing: Condition[];
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A source in the forms the rules use: literal segments, `:name` and `:name(alternatives)`. */
function compileSource(source: string): RegExp {
  const segments = source
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^:(\w+)(?:\((.*)\))?$/.exec(segment);
      if (param) return `(?<${param[1]}>${param[2] ?? '[^/#?]+?'})`;
      if (/[:()*+?]/.test(segment))
        throw new Error(`forme de source non prise en charge : ${source}`);
      return escape(segment);
    });
  return new RegExp(`^/${segments.join('/')}$`, 'i');
}

const condition = (match: QueryMatch): Condition => ({
  key: match.key,
  value: match.value === undefined ? null : new RegExp(`^${match.value}$`),
});

export function compileQueryRewrites(rules: readonly QueryRewrite[]): Compiled[] {
  return rules.map((rule) => ({
    source: compileSource(rule.source),
    destination: rule.destination,
    has: (rule.has ?? []).map(condition),
    missing: (rule.missing ?? []).map(condition),
  }));
}

/** Whether the condition holds, with its named groups added to `params`. */
function holds(item: Condition, query: URLSearchParams, params: Record<string, string>): boolean {
  const values = query.getAll(item.key);
  // Next reads a repeated key as an array (always present), a single one as its string.
  if (values.length === 0 || (values.length === 1 && values[0] === '')) return false;
  if (!item.value) return true;
  const found = item.value.exec(values[values.length - 1]!);
  if (!found) return false;
  Object.assign(params, found.groups);
  return true;
}

/** The destination path the first matching rule gives this path and query, or null. */
export function queryRewritePath(
  rules: readonly Compiled[],
  pathname: string,
  query: URLSearchParams,
): string | null {
  for (const rule of rules) {
    // Most pages have no query: only a rule without conditions can hold for them.
    if (query.size === 0 && rule.has.length > 0) continue;
    const path = rule.source.exec(pathname);
    if (!path) continue;
    const params: Record<string, string> = { ...path.groups };
    if (!rule.has.every((item) => holds(item, query, params))) continue;
    if (rule.missing.some((item) => holds(item, query, {}))) continue;
    return rule.destination.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
  }
  return null;
}
