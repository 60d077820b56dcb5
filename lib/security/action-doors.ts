/**
 * Which server functions a request may invoke (issue 34, §1, §2 and §6).
 *
 * Next 16 registers every `'use cache'` function as a server reference, next to the genuine
 * `'use server'` actions: a POST with `Next-Action: <id of a cached read>` runs that read for
 * anyone, and the same POST sent to a route handler (`/sitemap.xml`) made its cached GET a 405.
 * Next offers no switch to keep cached functions private (docs: a file-level 'use cache' module's
 * functions are meant to be callable from Client Components), so proxy.ts screens every action
 * request against an allow-list read from the build's own `server-reference-manifest.json`:
 * only ids Next marks as server actions (type bit of the id, and an exported name that is not
 * `$$RSC_SERVER_CACHE_*`) pass, and only when sent to a page.
 *
 * It also answers with a 4xx, before Next's action handler turns them into 500s, the requests
 * that handler would refuse anyway: a foreign `Origin`, a body over the limit, a body that cannot
 * be decoded. See docs/decisions/next-action-allow-list.md.
 */
import fs from 'node:fs';
import path from 'node:path';

/** next.config.ts's `experimental.serverActions.bodySizeLimit`, one value for both. */
export const ACTION_BODY_LIMIT = '6mb';
const ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

type ManifestEntry = { exportedName?: string; filename?: string };
export type ServerReferenceManifest = {
  node?: Record<string, ManifestEntry>;
  edge?: Record<string, ManifestEntry>;
};

/** The server functions a build registered, split into invocable actions and the rest. */
export type ActionDoors = {
  /** Genuine `'use server'` actions: the only ids a request may name. */
  actions: ReadonlySet<string>;
  /** Every other registered id (the `'use cache'` functions). */
  cached: ReadonlySet<string>;
  /** Whether a pathname is served by a route handler (no action is ever sent there). */
  isRouteHandler: (pathname: string) => boolean;
};

const CACHE_EXPORT = '$$RSC_SERVER_CACHE_';
const ID = /^[0-9a-f]{42}$/;

/** Next encodes the kind of reference in the id's first byte (shared/lib/server-reference-info). */
function isCacheFunctionId(id: string): boolean {
  return ((parseInt(id.slice(0, 2), 16) >> 7) & 1) === 1;
}

export function splitServerReferences(manifest: ServerReferenceManifest) {
  const actions = new Set<string>();
  const cached = new Set<string>();
  for (const entries of [manifest.node, manifest.edge]) {
    for (const [id, entry] of Object.entries(entries ?? {})) {
      const isCache =
        !ID.test(id) ||
        isCacheFunctionId(id) ||
        (entry.exportedName ?? '').startsWith(CACHE_EXPORT);
      (isCache ? cached : actions).add(id);
    }
  }
  for (const id of cached) actions.delete(id);
  return { actions, cached };
}

/**
 * The pathnames served by route handlers, from the keys of the build's `app-paths-manifest.json`
 * (`/(shop)/color/[id]/route`, `/sitemap.xml/route`): groups dropped, dynamic segments matched.
 */
export function routeHandlerMatcher(appPaths: readonly string[]): (pathname: string) => boolean {
  const patterns = appPaths
    .filter((key) => key.endsWith('/route'))
    .map((key) => {
      const segments = key
        .slice(0, -'/route'.length)
        .split('/')
        .filter((s) => s !== '' && !/^\(.*\)$/.test(s) && !s.startsWith('@'));
      const source = segments
        .map((s) => {
          if (/^\[\[\.\.\..+\]\]$/.test(s)) return '(?:/.*)?';
          if (/^\[\.\.\..+\]$/.test(s)) return '/.+';
          if (/^\[.+\]$/.test(s)) return '/[^/]+';
          return '/' + s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return new RegExp(`^${source || '/'}/?$`);
    });
  return (pathname) => patterns.some((p) => p.test(pathname));
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The doors of the build in `distDir`; `null` when its manifests cannot be read. */
function readActionDoors(distDir: string): ActionDoors | null {
  try {
    const server = path.join(distDir, 'server');
    const manifest = readJson(path.join(server, 'server-reference-manifest.json'));
    const appPaths = readJson(path.join(server, 'app-paths-manifest.json'));
    const { actions, cached } = splitServerReferences(manifest as ServerReferenceManifest);
    return {
      actions,
      cached,
      isRouteHandler: routeHandlerMatcher(Object.keys(appPaths as Record<string, string>)),
    };
  } catch {
    return null;
  }
}

/** Nothing may be invoked: what a production server answers if its build cannot be read. */
const CLOSED: ActionDoors = {
  actions: new Set(),
  cached: new Set(),
  isRouteHandler: () => false,
};

let production: ActionDoors | null = null;

/**
 * The running build's doors. A production build never changes under a server: read once. In
 * development the manifests change with every edit, and live in `.next/dev`: read each time,
 * and left open when absent (the dev server's own checks still apply).
 */
export function currentActionDoors(isProduction: boolean): ActionDoors | null {
  const root = path.join(/* turbopackIgnore: true */ process.cwd(), '.next');
  if (!isProduction) return readActionDoors(path.join(root, 'dev'));
  if (!production) {
    production = readActionDoors(root);
    if (!production) {
      console.error('[proxy] server-reference-manifest illisible : aucune action acceptée');
      return CLOSED;
    }
  }
  return production;
}

/** The request's answer when it may not go on, `null` when it may. */
export type Refusal = { status: 400 | 403 | 404 | 413; notFoundAction?: boolean };

type ActionRequest = {
  method: string;
  pathname: string;
  headers: Headers;
  /** The body, read only when needed (proxy: a clone of the request's). */
  text: () => Promise<string>;
  formData: () => Promise<FormData>;
};

function hostOf(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || headers.get('host');
}

/** Next's CSRF rule: an `Origin`, when present, names this host (it would answer 500). */
function foreignOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  return !originHost || originHost !== hostOf(headers);
}

function isJsonArray(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

const MPA_ID = '$ACTION_ID_';
const MPA_REF = /^\$ACTION_REF_(.*)$/;

/** The action ids a form post without JavaScript names (React's decodeAction fields). */
function formActionIds(form: FormData): string[] | null {
  const ids: string[] = [];
  for (const key of form.keys()) {
    if (key.startsWith(MPA_ID)) ids.push(key.slice(MPA_ID.length));
    const ref = MPA_REF.exec(key);
    if (ref) {
      const bound = form.get(`$ACTION_${ref[1]}:0`);
      if (typeof bound !== 'string') return null;
      try {
        const id = (JSON.parse(bound) as { id?: unknown }).id;
        if (typeof id !== 'string') return null;
        ids.push(id);
      } catch {
        return null;
      }
    }
  }
  return ids;
}

function idRefusal(id: string, doors: ActionDoors): Refusal | null {
  if (doors.actions.has(id)) return null;
  // A cached read: it exists but is not a door. Anything else: Next's own « unknown action ».
  if (doors.cached.has(id) || (ID.test(id) && isCacheFunctionId(id))) return { status: 403 };
  return { status: 404, notFoundAction: true };
}

/**
 * Screens a POST that may invoke a server function: with a `Next-Action` header (the client's
 * calls), or a multipart form to a page (a form submitted before hydration).
 */
export async function screenActionRequest(
  request: ActionRequest,
  doorsOf: ActionDoors | null | (() => ActionDoors | null),
): Promise<Refusal | null> {
  const actionId = request.headers.get('next-action');
  const contentType = request.headers.get('content-type') ?? '';
  const multipart = contentType.startsWith('multipart/form-data');
  if (actionId === null && (request.method !== 'POST' || !multipart)) return null;
  // Read only for the requests that may invoke a server function (not for every page view).
  const doors = typeof doorsOf === 'function' ? doorsOf() : doorsOf;
  // Route handlers run no action: any request naming one there is refused, whatever its method.
  if (doors?.isRouteHandler(request.pathname)) return actionId === null ? null : { status: 403 };
  if (request.method !== 'POST') return actionId === null ? null : { status: 403 };
  if (actionId !== null && doors) {
    const refusal = idRefusal(actionId, doors);
    if (refusal) return refusal;
  }
  if (foreignOrigin(request.headers)) return { status: 403 };
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > ACTION_BODY_LIMIT_BYTES) return { status: 413 };
  if (multipart) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return { status: 400 };
    }
    if (actionId !== null) {
      // The client's call with files: its arguments are field "0".
      const root = form.get('0');
      return typeof root === 'string' && !isJsonArray(root) ? { status: 400 } : null;
    }
    const ids = formActionIds(form);
    if (ids === null) return { status: 400 };
    for (const id of ids) {
      const refusal = doors ? idRefusal(id, doors) : null;
      if (refusal) return refusal;
    }
    return null;
  }
  const body = await request.text();
  if (Buffer.byteLength(body) > ACTION_BODY_LIMIT_BYTES) return { status: 413 };
  return isJsonArray(body) ? null : { status: 400 };
}
