/**
 * The build step of the cache handlers: Next loads `cacheHandlers.default` and `cacheHandler`
 * with Node, outside the app's bundle, and Node 20 runs no TypeScript. next.config.ts calls this
 * before it names the files, so every `next build`, `next start` and `next dev` (npm run build,
 * start, dev, the e2e and bench scripts, the Dockerfile's build stage) finds them current. Each
 * handler is bundled into one self-contained file (lru-cache included): the standalone output
 * (`.next/standalone`, traced from these files) needs nothing beside it. Written to
 * `build/cache-handlers/` (not versioned).
 *
 * A file is written only when its content changed, by rename: processes that load the config at
 * the same time never see half a file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const HANDLERS = ['use-cache-handler', 'shell-handler'] as const;

type CompiledHandlers = Record<(typeof HANDLERS)[number], string>;

export function compileCacheHandlers(root = process.cwd()): CompiledHandlers {
  const sources = path.join(root, 'lib', 'cache', 'next-handlers');
  // Outside the folders the build fingerprint reads (scripts/lib/next-build.ts): generated.
  const outdir = path.join(root, 'build', 'cache-handlers');
  const result = buildSync({
    entryPoints: HANDLERS.map((name) => path.join(sources, `${name}.ts`)),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'error',
    banner: { js: '// Generated from lib/cache/next-handlers by compile.ts: edit the sources.' },
  });
  fs.mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const current = fs.existsSync(file.path) ? fs.readFileSync(file.path, 'utf8') : null;
    if (current === file.text) continue;
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.text);
    fs.renameSync(temporary, file.path);
  }
  return Object.fromEntries(
    HANDLERS.map((name) => [name, path.join(outdir, `${name}.mjs`)]),
  ) as CompiledHandlers;
}
