'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { updateProfile } from '@/lib/account/actions';
import { sessionSignedIn } from '@/lib/account/session-store';
import { useActionForm } from '@/lib/hooks/use-action-form';
import { profileSchema, type ProfileInput } from '@/lib/validation/account';
import { stripHtmlInBrowser } from '@/lib/validation/strip-html-browser';
import { BoundField } from './form-field';
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
  const { form, onSubmit, submitting } = useActionForm({
    schema,
    defaultValues: { ...initial, currentPassword: '' },
    action: (values) => updateProfile(values),
    errorTitle: t('errorTitle'),
    onSuccess: ({ session, pendingEmail }, values) => {
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
    },
  });
  const savedEmail = form.formState.defaultValues?.email ?? initial.email;
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const emailChanging =
    (typedEmail ?? '').trim().toLowerCase() !== (savedEmail ?? '').trim().toLowerCase();

  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <BoundField
          key={field}
          form={form}
          name={field}
          id={`profile-${field}`}
          label={t(`fields.${field}`)}
          required={field === 'firstName' || field === 'lastName' || field === 'email'}
          autoComplete={AUTOCOMPLETE[field]}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
        />
      ))}
      {emailChanging && (
        <div className="grid gap-1.5 sm:col-span-2">
          <p id="profile-currentPassword-hint" className="text-muted-foreground text-sm">
            {t('emailChange.hint')}
          </p>
          <BoundField
            form={form}
            name="currentPassword"
            id="profile-currentPassword"
            label={t('fields.currentPassword')}
            required
            autoComplete="current-password"
            type="password"
            aria-describedby="profile-currentPassword-hint"
          />
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? t('saving') : t('save')}
        </Button>
      </div>
    </ReadyForm>
  );
}
