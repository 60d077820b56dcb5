/**
 * The dashboard's banner (components/admin/dashboard/system-alerts.tsx) rendered: each alert in
 * French, the screens that say more, nothing at all when all is well. Its data is tested
 * against the database in tests/integration/owner-alerts.test.ts.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SystemAlerts } from '@/components/admin/dashboard/system-alerts';

const render = (alerts: Parameters<typeof SystemAlerts>[0]['alerts']) =>
  renderToStaticMarkup(createElement(SystemAlerts, { alerts }));

describe('dashboard banner', () => {
  it('says nothing when all is well', () => {
    expect(render([])).toBe('');
  });

  it('names each service that is down, in French', () => {
    const html = render([
      { kind: 'worker-silent', silentMinutes: 12 },
      { kind: 'smtp-refusing', minutesAgo: 1, error: 'connect ECONNREFUSED 127.0.0.1:25' },
      { kind: 'queue-late', waiting: 1520, oldestMinutes: 45 },
    ]);
    expect(html).toContain('Un service de la boutique ne fonctionne pas');
    expect(html).toContain(
      'Le service d&#x27;envoi des e-mails ne donne plus signe de vie depuis 12 minutes : aucun e-mail ne part.',
    );
    expect(html).toContain(
      'Le serveur de messagerie refuse les e-mails (dernier échec il y a 1 minute) : « connect ECONNREFUSED 127.0.0.1:25 ».',
    );
    // French grouping: 1 520 with a narrow no-break space.
    expect(html).toMatch(
      /1\u202f520 e-mails attendent d&#x27;être envoyés, le plus ancien depuis 45 minutes\./,
    );
    expect(html).toMatch(/<a [^>]*href="\/admin\/testing"[^>]*>Tester les services<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/emails"[^>]*>Voir la boîte d&#x27;envoi<\/a>/);
  });

  it('a worker that never started', () => {
    expect(render([{ kind: 'worker-silent', silentMinutes: null }])).toContain(
      'Le service d&#x27;envoi des e-mails ne tourne pas : aucun e-mail ne part.',
    );
  });
});
