'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { sessionSignedIn } from '@/lib/account/session-store';
import { setNewPassword } from '@/lib/account/auth-actions';
import { newPasswordSchema } from '@/lib/validation/account';
import { FormField } from './form-field';
import { ReadyForm } from '@/components/ui/ready-form';

/** /reset-password: a new password for the reset link's token; signs the user in. */
export function NewPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const schema = useMemo(() => newPasswordSchema(), []);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { token, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      const result = await setNewPassword(values);
      if (!result.ok) {
        if (result.fieldErrors.password) {
          form.setError('password', { type: 'server', message: result.fieldErrors.password });
        }
        toast.error(t('toast.errorTitle'), { description: result.error });
        return;
      }
      sessionSignedIn(result.data);
      toast.success(t('toast.newPasswordTitle'), { description: t('toast.newPasswordText') });
      router.push('/profile');
    },
    (invalid) => {
      if (invalid.password) {
        toast.error(t('toast.passwordInvalid'), { description: invalid.password.message });
      } else {
        toast.error(t('toast.errorTitle'), { description: t('invalidLink') });
      }
    },
  );

  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
      <FormField
        id="new-password"
        label={t('fields.newPassword')}
        error={errors.password?.message}
        required
        inputProps={{
          type: 'password',
          autoComplete: 'new-password',
          ...form.register('password'),
        }}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {t('resetPage.submit')}
        </Button>
      </div>
    </ReadyForm>
  );
}
