'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
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

/** Profile form (spec section 3): what was typed stays when the server refuses it. */
export function ProfileForm({ initial }: { initial: Required<ProfileInput> }) {
  const t = useTranslations('profile');
  const schema = useMemo(() => profileSchema(stripHtmlInBrowser), []);
  const form = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await updateProfile(values);
      if (!result.ok) {
        applyFieldErrors(result.fieldErrors, FIELDS, form.setError);
        toast.error(t('errorTitle'), { description: result.error });
        return;
      }
      sessionSignedIn(result.data);
      toast.success(t('savedTitle'), { description: t('savedText') });
      form.reset(values);
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
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </Button>
      </div>
    </ReadyForm>
  );
}
