/**
 * The local mail catcher of the embedded mode: a real SMTP server (`smtp-server`) that keeps
 * every message it receives (parsed with `mailparser`) and shows them on a small inbox page.
 *
 * - `GET /`: the inbox (French), newest first, with each message's text, links and HTML.
 * - `GET /api/messages[?to=<address>]`: the same as JSON (`CaughtEmail[]`), for e2e tests.
 * - `GET /messages/<id>.html`: the HTML body alone, sandboxed (no script).
 * - `DELETE /api/messages`: empties the inbox.
 *
 * Messages are kept in memory and, when `storeFile` is given, in a JSON file (the last 200), so
 * the inbox survives a restart of `npm start`.
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
};

export type MailCatcher = {
  smtpPort: number;
  httpPort: number;
  messages(): CaughtEmail[];
  stop(): Promise<void>;
};

const t = messages.catcher;

export function linksOf(text: string, html: string | null): string[] {
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

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const max = options.max ?? 200;
  let inbox = await load(options.storeFile);
  let saving: Promise<void> = Promise.resolve();

  function save() {
    const file = options.storeFile;
    if (!file) return;
    const snapshot = JSON.stringify(inbox);
    saving = saving
      .then(async () => {
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
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const html = typeof parsed.html === 'string' ? parsed.html : null;
          const envelope = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          inbox.push({
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            from: addresses(parsed.from).join(', '),
            to: envelope.length ? envelope : addresses(parsed.to),
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
          });
          if (inbox.length > max) inbox = inbox.slice(-max);
          save();
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const newestFirst = [...inbox].reverse();
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(inboxPage(newestFirst));
    } else if (req.method === 'GET' && url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? newestFirst.filter((m) => m.to.includes(to)) : newestFirst;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(list));
    } else if (req.method === 'DELETE' && url.pathname === '/api/messages') {
      inbox = [];
      save();
      res.writeHead(204).end();
    } else {
      const match = /^\/messages\/([0-9a-f-]+)\.html$/.exec(url.pathname);
      const message = match && inbox.find((m) => m.id === match[1]);
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
  });

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
    messages: () => [...inbox],
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => web.close(() => resolve()));
      await saving;
    },
  };
}
