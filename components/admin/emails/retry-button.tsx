'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { retryEmailAction } from '@/lib/admin/emails/actions';

/** Puts a failed e-mail back in the queue, then shows the outbox as it is now. */
export function RetryButton({ id, label }: { id: string; label: string }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={pending}
      aria-label={label}
      onClick={() =>
        start(async () => {
          const result = await retryEmailAction({ id }).catch(() => null);
          if (!result?.ok) {
            toast.error(t('form.errorTitle'), { description: result?.error });
            return;
          }
          toast.success(t('emails.retried'));
          router.refresh();
        })
      }
    >
      {pending ? t('emails.retrying') : t('emails.retry')}
    </Button>
  );
}
