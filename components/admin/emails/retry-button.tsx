'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/hooks/use-action-form';
import { retryEmailAction } from '@/lib/admin/emails/actions';

/** Puts a failed e-mail back in the queue, then shows the outbox as it is now. */
export function RetryButton({ id, label }: { id: string; label: string }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const { run, pending } = useAction(retryEmailAction, {
    errorTitle: t('form.errorTitle'),
    onSuccess: () => {
      toast.success(t('emails.retried'));
      router.refresh();
    },
  });
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={pending}
      aria-label={label}
      onClick={() => run({ id })}
    >
      {pending ? t('emails.retrying') : t('emails.retry')}
    </Button>
  );
}
