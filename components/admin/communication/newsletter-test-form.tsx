'use client';

import { sendNewsletterTestAction } from '@/lib/admin/newsletters/actions';
import { TestSendForm } from '../test-send-form';

/** « Envoyer un test »: one copy of the newsletter to one address (the admin's by default). */
export function NewsletterTestForm({ id, defaultTo }: { id: string; defaultTo: string }) {
  return (
    <TestSendForm
      id="newsletter-test-to"
      namespace="admin.newsletters.test"
      defaultTo={defaultTo}
      send={(to) => sendNewsletterTestAction({ id, to })}
      variant="outline"
    />
  );
}
