/**
 * The local mail catcher of the embedded mode: a real SMTP server (`smtp-server`) that keeps
 * every message it receives (parsed with `mailparser`) and shows them on a small inbox page.
 *
 * - `GET /`: the inbox (French), newest first, with each message's text, links and HTML.
 * - `GET /api/messages[?to=<address>]`: the same as JSON (`CaughtEmail[]`), for e2e tests.
 * - `GET /messages/<id>.html`: the HTML body alone, sandboxed (no script).
 * - `DELETE /api/messages`: empties the inbox.
 *
 * - `GET /api/stats`: `{ received }`, how many messages arrived since start (benches, tests).
 *
 * Messages are kept in memory (the last `max`, 200 by default: a newsletter to 10,000 addresses
 * does not grow it) and, when `storeFile` is given, in a JSON file, so the inbox survives a
 * restart of `npm start`. The file is written at most once per `saveEveryMs` (a burst of
 * thousands of messages costs a few writes, not one rewrite of the inbox per message), and on
 * stop.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { formatDateTimeSeconds } from '@/lib/format';
import messages from '@/messages/mail.fr.json';

export type CaughtEmail = {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Every http(s) link of the message (HTML hrefs, then addresses in the text), once each. */
  links: string[];
  /** Attached files (name, type, size in bytes); absent on messages stored before it existed. */
  attachments?: { filename: string; contentType: string; size: number }[];
  /** The `List-*` headers as sent (lower-cased names), e.g. the one-click unsubscribe (RFC 8058). */
  listHeaders?: Record<string, string>;
};

export type MailCatcherOptions = {
  smtpPort: number;
  httpPort: number;
  host?: string;
  storeFile?: string;
  max?: number;
  /** Least time between two writes of `storeFile` (default 1 s). */
  saveEveryMs?: number;
};

export type MailCatcher = {
  smtpPort: number;
  httpPort: number;
  /** The inbox, oldest first. */
  messages(): Promise<CaughtEmail[]>;
  /** Messages received since start (the inbox keeps only the last `max`). */
  received(): number;
  stop(): Promise<void>;
};

const t = messages.catcher;

function linksOf(text: string, html: string | null): string[] {
  const found: string[] = [];
  if (html) {
    for (const m of html.matchAll(/href\s*=\s*["']([^"']+)["']/gi))
      found.push(decodeEntities(m[1]!));
  }
  for (const m of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) found.push(m[0]);
  return [...new Set(found.filter((l) => /^https?:\/\//.test(l)))];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase())).filter(Boolean);
}

function inboxPage(list: CaughtEmail[]): string {
  const items = list
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<dl><dt>${t.to}</dt><dd>${escapeHtml(m.to.join(', '))}</dd>
<dt>${t.from}</dt><dd>${escapeHtml(m.from)}</dd>
<dt>${t.date}</dt><dd>${escapeHtml(formatDateTimeSeconds(new Date(m.receivedAt)))}</dd></dl>
${m.links.length ? `<h3>${t.links}</h3><ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}
${m.attachments?.length ? `<h3>${t.attachments}</h3><ul>${m.attachments.map((a) => `<li>${escapeHtml(a.filename)} (${escapeHtml(a.contentType)}, ${a.size} o)</li>`).join('')}</ul>` : ''}
${m.html ? `<p><a href="/messages/${m.id}.html">${t.html}</a></p>` : ''}
<h3>${t.text}</h3><pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}
h2{font-size:1.15rem;margin:0 0 .5rem}h3{font-size:1rem;margin:.75rem 0 .25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0}dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;background:#f3f4f6;padding:.75rem;border-radius:.25rem}a{color:#1d4ed8}</style></head>
<body><main><h1>${t.heading}</h1><p>${t.intro}</p>
<p><a href="/">${t.refresh}</a> · <a href="/api/messages">${t.json}</a></p>
${items || `<p>${t.empty}</p>`}
</main></body></html>`;
}

async function load(file: string | undefined): Promise<CaughtEmail[]> {
  if (!file) return [];
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return Array.isArray(parsed) ? (parsed as CaughtEmail[]) : [];
  } catch {
    return [];
  }
}

/** A message of the inbox: as received (raw, parsed on first read) or parsed. */
type RawEntry = {
  id: string;
  receivedAt: string;
  envelopeTo: string[];
  raw: Buffer | null;
  parsed?: CaughtEmail;
};
type Entry = CaughtEmail | RawEntry;

async function parse(entry: RawEntry, raw: Buffer): Promise<CaughtEmail> {
  const parsed = await simpleParser(raw);
  const text = parsed.text ?? '';
  const html = typeof parsed.html === 'string' ? parsed.html : null;
  return {
    id: entry.id,
    receivedAt: entry.receivedAt,
    from: addresses(parsed.from).join(', '),
    to: entry.envelopeTo.length ? entry.envelopeTo : addresses(parsed.to),
    subject: parsed.subject ?? '',
    text,
    html,
    links: linksOf(text, html),
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      size: a.size,
    })),
    listHeaders: Object.fromEntries(
      parsed.headerLines
        .filter((h) => h.key.startsWith('list-'))
        .map((h) => [
          h.key,
          h.line
            .slice(h.line.indexOf(':') + 1)
            .replace(/\r?\n/g, '')
            .trim(),
        ]),
    ),
  };
}

/** Parses the entries still raw (once: each keeps its parsed form), oldest first. */
async function readable(entries: Entry[]): Promise<CaughtEmail[]> {
  const out: CaughtEmail[] = [];
  for (const entry of [...entries]) {
    if (!('raw' in entry)) {
      out.push(entry);
    } else if (entry.parsed) {
      out.push(entry.parsed);
    } else if (entry.raw) {
      const raw = entry.raw;
      entry.parsed = await parse(entry, raw);
      entry.raw = null;
      out.push(entry.parsed);
    }
  }
  return out;
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const max = options.max ?? 200;
  const inbox: Entry[] = await load(options.storeFile);
  let received = 0;
  let saving: Promise<void> = Promise.resolve();
  let saveTimer: NodeJS.Timeout | null = null;
  let firstUnsaved: number | null = null;

  /**
   * Writes the inbox once messages stop arriving for `saveEveryMs`, or `10 × saveEveryMs` after
   * the first unsaved one during a long burst.
   */
  function save() {
    if (!options.storeFile) return;
    const every = options.saveEveryMs ?? 1000;
    firstUnsaved ??= Date.now();
    if (saveTimer) clearTimeout(saveTimer);
    const wait = Math.max(0, Math.min(every, firstUnsaved + 10 * every - Date.now()));
    saveTimer = setTimeout(() => {
      saveTimer = null;
      firstUnsaved = null;
      writeNow();
    }, wait);
  }

  function writeNow() {
    const file = options.storeFile;
    if (!file) return;
    saving = saving
      .then(async () => {
        const snapshot = JSON.stringify(await readable(inbox));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, snapshot);
        await rename(`${file}.tmp`, file);
      })
      .catch((error: unknown) =>
        console.error(`[mail] enregistrement impossible : ${String(error)}`),
      );
  }

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Nuancier mail catcher',
    size: 20 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      // Kept raw: parsed when someone reads the inbox (or it is saved), not on arrival, so a
      // burst costs the catcher little more than the SMTP exchange.
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const envelope = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        inbox.push({
          id: randomUUID(),
          receivedAt: new Date().toISOString(),
          envelopeTo: envelope,
          raw: Buffer.concat(chunks),
        });
        received += 1;
        if (inbox.length > max) inbox.splice(0, inbox.length - max);
        save();
        callback();
      });
    },
  });

  const web = http.createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      console.error(`[mail] lecture de la boîte impossible : ${String(error)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const newestFirst = (await readable(inbox)).reverse();
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(inboxPage(newestFirst));
    } else if (req.method === 'GET' && url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? newestFirst.filter((m) => m.to.includes(to)) : newestFirst;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(list));
    } else if (req.method === 'GET' && url.pathname === '/api/stats') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ received }));
    } else if (req.method === 'DELETE' && url.pathname === '/api/messages') {
      inbox.length = 0;
      save();
      res.writeHead(204).end();
    } else {
      const match = /^\/messages\/([0-9a-f-]+)\.html$/.exec(url.pathname);
      const message = match && newestFirst.find((m) => m.id === match[1]);
      if (req.method === 'GET' && message?.html) {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy':
            "sandbox; default-src 'none'; img-src data: https:; style-src 'unsafe-inline'",
        });
        res.end(message.html);
      } else {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Introuvable');
      }
    }
  }

  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort, host, () => resolve());
  });
  smtp.on('error', (error) => console.error(`[mail] SMTP : ${error.message}`));
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(options.httpPort, host, () => resolve());
  });

  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    httpPort: (web.address() as AddressInfo).port,
    messages: () => readable(inbox),
    received: () => received,
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => web.close(() => resolve()));
      if (saveTimer) {
        clearTimeout(saveTimer);
        saveTimer = null;
        writeNow();
      }
      await saving;
    },
  };
}
