'use client';

import { MailWarning } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { resendConfirmationAction } from '@/lib/account/actions';
import { useAction } from '@/lib/hooks/use-action-form';
import { toast } from '@/lib/toast';

/**
 * Checkout reminder for an account whose address is not confirmed yet (issue 34): ordering
 * stays open, the confirmation link can be sent again from here.
 */
export function EmailConfirmNotice({ email }: { email: string }) {
  const t = useTranslations('checkout.emailNotice');
  const resend = useAction(resendConfirmationAction, {
    onSuccess: (sent) =>
      toast.success(t('sentTitle'), { description: t('sentText', { email: sent.email }) }),
    // The server's refusal is the toast's title (it says it all).
    onFailure: (_fields, error) => {
      if (error) toast.error(error);
    },
  });

  return (
    <div
      role="status"
      data-testid="email-confirm-notice"
      className="mb-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('text', { email })}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => resend.run(null)}
        disabled={resend.pending}
      >
        {resend.pending ? t('sending') : t('resend')}
      </Button>
    </div>
  );
}
