'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { updateProfile } from '@/lib/account/actions';
import { sessionSignedIn } from '@/lib/account/session-store';
import { profileSchema, type Profile, type ProfileInput } from '@/lib/validation/account';
import { stripHtmlInBrowser } from '@/lib/validation/strip-html-browser';
import { applyFieldErrors, FormField } from './form-field';
import { ReadyForm } from '@/components/ui/ready-form';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'companyName', 'siret'] as const;
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  companyName: 'organization',
  siret: 'off',
};

/**
 * Profile form (spec section 3): what was typed stays when the server refuses it. A new e-mail
 * asks for the current password (the field appears when the address is edited) and changes
 * only once the link sent to it is followed: until then the form shows the current address.
 */
export function ProfileForm({
  initial,
}: {
  initial: Required<Omit<ProfileInput, 'currentPassword'>>;
}) {
  const t = useTranslations('profile');
  const schema = useMemo(() => profileSchema(stripHtmlInBrowser), []);
  const form = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(schema),
    defaultValues: { ...initial, currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const savedEmail = form.formState.defaultValues?.email ?? initial.email;
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const emailChanging =
    (typedEmail ?? '').trim().toLowerCase() !== (savedEmail ?? '').trim().toLowerCase();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await updateProfile(values);
      if (!result.ok) {
        applyFieldErrors(result.fieldErrors, [...FIELDS, 'currentPassword'], form.setError);
        toast.error(t('errorTitle'), { description: result.error });
        return;
      }
      const { session, pendingEmail } = result.data;
      sessionSignedIn(session);
      if (pendingEmail) {
        toast.success(t('emailChange.pendingTitle'), {
          description: t('emailChange.pendingText', { email: pendingEmail }),
        });
      } else {
        toast.success(t('savedTitle'), { description: t('savedText') });
      }
      // The sign-in address stays the current one until the link is followed.
      form.reset({ ...values, email: session.email, currentPassword: '' });
    } catch {
      toast.error(t('errorTitle'));
    }
  });

  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <FormField
          key={field}
          id={`profile-${field}`}
          label={t(`fields.${field}`)}
          error={errors[field]?.message}
          required={field === 'firstName' || field === 'lastName' || field === 'email'}
          inputProps={{
            autoComplete: AUTOCOMPLETE[field],
            type: field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text',
            ...form.register(field),
          }}
        />
      ))}
      {emailChanging && (
        <div className="grid gap-1.5 sm:col-span-2">
          <p id="profile-currentPassword-hint" className="text-muted-foreground text-sm">
            {t('emailChange.hint')}
          </p>
          <FormField
            id="profile-currentPassword"
            label={t('fields.currentPassword')}
            error={errors.currentPassword?.message}
            required
            inputProps={{
              autoComplete: 'current-password',
              type: 'password',
              'aria-describedby': 'profile-currentPassword-hint',
              ...form.register('currentPassword'),
            }}
          />
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </Button>
      </div>
    </ReadyForm>
  );
}
