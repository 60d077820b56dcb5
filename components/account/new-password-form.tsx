'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { sessionSignedIn } from '@/lib/account/session-store';
import { setNewPassword } from '@/lib/account/auth-actions';
import { useActionForm } from '@/lib/hooks/use-action-form';
import { newPasswordSchema } from '@/lib/validation/account';
import { BoundField } from './form-field';
import { ReadyForm } from '@/components/ui/ready-form';

/** /reset-password: a new password for the reset link's token; signs the user in. */
export function NewPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const schema = useMemo(() => newPasswordSchema(), []);
  const { form, onSubmit, submitting } = useActionForm({
    schema,
    defaultValues: { token, password: '' },
    action: (values) => setNewPassword(values),
    errorTitle: t('toast.errorTitle'),
    onSuccess: (session) => {
      sessionSignedIn(session);
      toast.success(t('toast.newPasswordTitle'), { description: t('toast.newPasswordText') });
      router.push('/profile');
    },
    onInvalid: (invalid) => {
      if (invalid.password) {
        toast.error(t('toast.passwordInvalid'), { description: invalid.password.message });
      } else {
        toast.error(t('toast.errorTitle'), { description: t('invalidLink') });
      }
    },
  });

  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
      <BoundField
        form={form}
        name="password"
        id="new-password"
        label={t('fields.newPassword')}
        required
        type="password"
        autoComplete="new-password"
      />
      <div>
        <Button type="submit" disabled={submitting}>
          {t('resetPage.submit')}
        </Button>
      </div>
    </ReadyForm>
  );
}
