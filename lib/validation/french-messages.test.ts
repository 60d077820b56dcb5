/**
 * Issue 34 §6: no schema answers a customer in English. Every schema exported by
 * lib/validation/* and every action's input schema (lib/actions/client.ts registers them) is fed
 * values of every wrong kind, at the top and in every field, nested objects and lists included;
 * each message of each issue must be French (lib/zod.ts configures zod's error map).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionInputSchemas } from '@/lib/actions/client';
import { z } from '@/lib/zod';

const ENGLISH =
  /\b(expected|invalid|too small|too big|required|must|received|input|string|number)\b/i;

const BAD: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  1e12,
  '',
  ' ',
  'x',
  '\u0000',
  'pas-un-uuid',
  'x'.repeat(20_000),
  [],
  {},
];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The object shapes a schema parses, through wrappers, pipes and unions. */
function shapesOf(schema: unknown, seen = new Set<unknown>()): Record<string, unknown>[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [def.shape as Record<string, unknown>];
    case 'pipe':
      return [...shapesOf(def.in, seen), ...shapesOf(def.out, seen)];
    case 'union':
      return (def.options as unknown[]).flatMap((o) => shapesOf(o, seen));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shapesOf(def.innerType, seen);
    default:
      return [];
  }
}

function elementOf(schema: unknown): unknown {
  let current = schema;
  for (let i = 0; i < 10 && current; i++) {
    const def = defOf(current);
    if (def.type === 'array') return def.element;
    current = def.innerType ?? def.in;
  }
  return undefined;
}

/** A value with `bad` in every field of every shape, nested objects and lists included. */
function filled(schema: unknown, bad: unknown, depth = 0): unknown[] {
  const shapes = shapesOf(schema);
  const element = elementOf(schema);
  if (depth > 4) return [bad];
  const values: unknown[] = [bad];
  for (const shape of shapes) {
    const variants: Record<string, unknown>[] = [{}];
    for (const [key, field] of Object.entries(shape)) {
      const options = filled(field, bad, depth + 1);
      variants[0]![key] = options[options.length - 1];
      variants.push({ ...variants[0], [key]: options[0] });
    }
    values.push(...variants);
  }
  if (element) values.push(...filled(element, bad, depth + 1).map((v) => [v]));
  return values;
}

function messagesOf(schema: z.ZodType): string[] {
  const messages = new Set<string>();
  for (const bad of BAD) {
    for (const value of filled(schema, bad)) {
      const result = schema.safeParse(value);
      if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
    }
  }
  return [...messages];
}

const dir = path.resolve(__dirname);
const keep = (value: string) => value;

async function validationSchemas(): Promise<[string, z.ZodType][]> {
  const files = fs.readdirSync(dir).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f));
  const found: [string, z.ZodType][] = [];
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ `./${file.replace(/\.ts$/, '')}`)) as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(mod)) {
      if (value instanceof z.ZodType) found.push([`${file} ${name}`, value]);
      else if (typeof value === 'function' && /Schema$/.test(name)) {
        const built: unknown = (value as (strip: typeof keep) => unknown)(keep);
        if (built instanceof z.ZodType) found.push([`${file} ${name}()`, built]);
      }
    }
  }
  return found;
}

const ACTION_MODULES = [
  '@/lib/account/actions',
  '@/lib/account/auth-actions',
  '@/lib/cart/actions',
  '@/lib/cart/stock-actions',
  '@/lib/consent/actions',
  '@/lib/contact/actions',
  '@/lib/contest/actions',
  '@/lib/newsletter/actions',
  '@/lib/orders/actions',
  '@/lib/payments/actions',
  '@/lib/pricing/actions',
  '@/lib/admin/catalogue/actions',
  '@/lib/admin/colours/actions',
  '@/lib/admin/commerce/actions',
  '@/lib/admin/contest-draw/actions',
  '@/lib/admin/emails/actions',
  '@/lib/admin/lost-orders/actions',
  '@/lib/admin/newsletters/actions',
  '@/lib/admin/orders/actions',
  '@/lib/admin/orders/edit-actions',
  '@/lib/admin/paint/actions',
  '@/lib/admin/products/actions',
  '@/lib/admin/seo/actions',
  '@/lib/admin/testing/actions',
  '@/lib/admin/users/actions',
];

describe('validation messages are French', () => {
  it('every schema of lib/validation answers bad input in French', async () => {
    const schemas = await validationSchemas();
    expect(schemas.length).toBeGreaterThan(20);
    const english: string[] = [];
    for (const [name, schema] of schemas) {
      for (const message of messagesOf(schema)) {
        if (ENGLISH.test(message)) english.push(`${name}: ${message}`);
      }
    }
    expect(english).toEqual([]);
  }, 60_000);

  it('every action’s input schema answers bad input in French', async () => {
    for (const specifier of ACTION_MODULES) await import(/* @vite-ignore */ specifier);
    const schemas = actionInputSchemas();
    expect(schemas.size).toBeGreaterThan(40);
    const english: string[] = [];
    for (const [name, schema] of schemas) {
      for (const message of messagesOf(schema)) {
        if (ENGLISH.test(message)) english.push(`${name}: ${message}`);
      }
    }
    expect(english).toEqual([]);
  }, 120_000);

  it('the order’s expected total says so in French (issue 34’s example)', async () => {
    await import('@/lib/orders/actions');
    const schema = actionInputSchemas().get('orders.place')!;
    const result = schema.safeParse({ expectedTotalCents: -1 });
    const issue = result.error?.issues.find((i) => i.path[0] === 'expectedTotalCents');
    expect(issue?.message).toBe('La valeur doit être au moins 0');
  });
});
