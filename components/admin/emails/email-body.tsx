import { getAdminT } from '@/lib/i18n/admin';

/**
 * An e-mail's HTML shown as the recipient sees it, in a sandboxed frame (no script, no link
 * followed inside the admin), and its text version.
 */
export function EmailBody({ html, text }: { html: string | null; text: string | null }) {
  const t = getAdminT();
  if (html === null && text === null) {
    return <p className="text-sm">{t('emails.detail.notRendered')}</p>;
  }
  return (
    <div className="grid gap-4">
      {html !== null && (
        <section aria-labelledby="email-html" className="grid gap-2">
          <h2 id="email-html" className="font-semibold">
            {t('emails.detail.html')}
          </h2>
          <iframe
            title={t('emails.detail.htmlFrame')}
            sandbox=""
            srcDoc={html}
            className="h-[32rem] w-full rounded-md border bg-white"
            data-testid="email-html"
          />
        </section>
      )}
      {text !== null && (
        <section aria-labelledby="email-text" className="grid gap-2">
          <h2 id="email-text" className="font-semibold">
            {t('emails.detail.text')}
          </h2>
          <pre
            className="bg-muted overflow-x-auto rounded-md p-3 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap"
            data-testid="email-text"
          >
            {text}
          </pre>
        </section>
      )}
    </div>
  );
}
