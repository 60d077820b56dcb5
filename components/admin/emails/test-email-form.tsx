'use client';

import { sendTestEmailAction } from '@/lib/admin/emails/actions';
import { TestSendForm } from '../test-send-form';

/** Sends the test e-mail (to the admin's own address unless another is typed). */
export function TestEmailForm({ defaultTo }: { defaultTo: string }) {
  return (
    <TestSendForm
      id="test-email-to"
      namespace="admin.emails.test"
      defaultTo={defaultTo}
      send={(to) => sendTestEmailAction({ to })}
    />
  );
}
