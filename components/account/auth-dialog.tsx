'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { closeAuthDialog, useAuthDialog, type AuthTab } from '@/lib/account/dialog-store';
import { sessionSignedIn, useSessionStore } from '@/lib/account/session-store';
import { safeReturnPath } from '@/lib/auth/sign-in-path';
import { requestPasswordReset, signIn, signUp } from '@/lib/account/auth-actions';
import {
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  type ResetRequestInput,
  type SignIn,
  type SignInInput,
  type SignUp,
  type SignUpInput,
} from '@/lib/validation/account';
import { stripHtmlInBrowser } from '@/lib/validation/strip-html-browser';
import { mergeMessages } from '@/lib/i18n/merge';
import authMessages from '@/messages/auth.fr.json';
import messages from '@/messages/fr.json';
import { applyFieldErrors, FormField } from './form-field';

type Toasts = ReturnType<typeof useTranslations<'auth'>>;

/** Spec section 8: the toast a refused field gives (title, then the validation message). */
function toastInvalid(t: Toasts, errors: FieldErrors) {
  const [field, error] = Object.entries(errors)[0] ?? [];
  const message = typeof error?.message === 'string' ? error.message : undefined;
  const titles: Record<string, string> = {
    email: t('toast.emailInvalid'),
    password: t('toast.passwordInvalid'),
    firstName: t('toast.firstNameInvalid'),
    lastName: t('toast.lastNameInvalid'),
  };
  if (field === 'acceptTerms') {
    toast.error(t('toast.errorTitle'), { description: t('toast.termsRequired') });
  } else if (field && titles[field]) {
    toast.error(titles[field], { description: message });
  }
}

/** Where to go after success: the page the shopper came from, default home. */
function useFinish() {
  const router = useRouter();
  return (returnTo: string | null) => {
    closeAuthDialog();
    // Checked again where it is followed: only a same-origin path, never another site.
    const target = safeReturnPath(returnTo, window.location.origin) ?? '/';
    if (target === `${window.location.pathname}${window.location.search}`) router.refresh();
    else router.push(target);
  };
}

/**
 * The authentication dialog (spec section 2), over any page: Connexion, Inscription and Mot
 * de passe tabs. Loaded and mounted by `AuthDialogMount` (auth-dialog-mount.tsx) the first time
 * it opens: its forms, their validation and the account actions are not part of the JavaScript
 * every shop page downloads.
 */
export default function AuthDialog() {
  return (
    <NextIntlClientProvider locale="fr" timeZone="Europe/Paris" messages={dialogMessages}>
      <AuthDialogContent />
    </NextIntlClientProvider>
  );
}

/**
 * The dialog's texts (`auth.fr.json`) come with this chunk, not with every page's JavaScript
 * (issue 12); a nested provider replaces its parent's messages, hence the merge.
 */
const dialogMessages = mergeMessages(messages, authMessages);

function AuthDialogContent() {
  const t = useTranslations('auth');
  const { open, tab } = useAuthDialog();
  const status = useSessionStore((s) => s.status);
  const [pending, setPending] = useState(false);
  const finish = useFinish();

  // Signed in elsewhere (another tab) while open and idle: close and go on.
  useEffect(() => {
    if (open && !pending && status === 'signed-in') finish(useAuthDialog.getState().returnTo);
  }, [open, pending, status, finish]);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeAuthDialog())}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('dialogTitle')}</DialogTitle>
          <DialogDescription>{t('dialogDescription')}</DialogDescription>
        </DialogHeader>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => useAuthDialog.setState({ tab: value as AuthTab })}
        >
          <Tabs.List
            aria-label={t('dialogTitle')}
            className="bg-muted mb-4 grid grid-cols-3 gap-1 rounded-md p-1"
          >
            {(['login', 'signup', 'reset'] as const).map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="data-[state=active]:bg-background focus-visible:ring-ring/50 rounded-sm px-2 py-1.5 text-sm font-medium outline-none focus-visible:ring-[3px] data-[state=active]:shadow-sm"
              >
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm pending={pending} setPending={setPending} onDone={finish} />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignUpForm pending={pending} setPending={setPending} onDone={finish} />
          </Tabs.Content>
          <Tabs.Content value="reset">
            <ResetForm pending={pending} setPending={setPending} />
          </Tabs.Content>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}

type FormProps = {
  pending: boolean;
  setPending: (pending: boolean) => void;
  onDone?: (returnTo: string | null) => void;
};

function LoginForm({ pending, setPending, onDone }: FormProps) {
  const t = useTranslations('auth');
  const schema = useMemo(() => signInSchema(stripHtmlInBrowser), []);
  const signedUpEmail = useAuthDialog((s) => s.signedUpEmail);
  const form = useForm<SignInInput, unknown, SignIn>({
    resolver: zodResolver(schema),
    defaultValues: { email: signedUpEmail ?? '', password: '' },
  });
  const errors = form.formState.errors;
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setPending(true);
      setRefusal(null);
      try {
        const result = await signIn(values);
        if (!result.ok) {
          applyFieldErrors(result.fieldErrors, ['email', 'password'] as const, form.setError);
          setRefusal(result.error);
          toast.error(t('toast.loginErrorTitle'), { description: result.error });
          return;
        }
        toast.success(t('toast.loginTitle'), { description: t('toast.loginText') });
        sessionSignedIn(result.data);
        onDone?.(useAuthDialog.getState().returnTo);
      } catch {
        toast.error(t('toast.errorTitle'), { description: t('toast.unexpected') });
      } finally {
        setPending(false);
      }
    },
    (invalid) => toastInvalid(t, invalid),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {signedUpEmail && (
        <p className="bg-muted rounded-md p-3 text-sm" role="status">
          {t('signedUpNotice')}
        </p>
      )}
      <FormField
        id="login-email"
        label={t('fields.email')}
        error={errors.email?.message}
        required
        inputProps={{ type: 'email', autoComplete: 'email', ...form.register('email') }}
      />
      <FormField
        id="login-password"
        label={t('fields.password')}
        error={errors.password?.message}
        required
        inputProps={{
          type: 'password',
          autoComplete: 'current-password',
          ...form.register('password'),
        }}
      />
      <button
        type="button"
        className="text-primary justify-self-start text-sm underline-offset-4 hover:underline"
        onClick={() => useAuthDialog.setState({ tab: 'reset' })}
      >
        {t('forgot')}
      </button>
      {refusal && (
        <p className="text-destructive text-sm" role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? t('pending') : t('submitLogin')}
      </Button>
    </form>
  );
}

const SIGN_UP_FIELDS = [
  'email',
  'password',
  'firstName',
  'lastName',
  'phone',
  'companyName',
  'siret',
  'acceptTerms',
] as const;

function SignUpForm({ pending, setPending, onDone }: FormProps) {
  const t = useTranslations('auth');
  const tNewsletter = useTranslations('newsletter');
  const schema = useMemo(() => signUpSchema(stripHtmlInBrowser), []);
  const professionalAtOpen = useAuthDialog((s) => s.professional);
  const form = useForm<SignUpInput, unknown, SignUp>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      phone: '',
      isProfessional: professionalAtOpen,
      companyName: '',
      siret: '',
      acceptTerms: false as unknown as true,
      newsletter: false,
    },
  });
  const errors = form.formState.errors;
  const isProfessional = useWatch({ control: form.control, name: 'isProfessional' });
  const accepted = useWatch({ control: form.control, name: 'acceptTerms' }) === true;

  useEffect(() => {
    form.setValue('isProfessional', professionalAtOpen);
  }, [professionalAtOpen, form]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setPending(true);
      try {
        const result = await signUp(values);
        if (!result.ok) {
          applyFieldErrors(result.fieldErrors, SIGN_UP_FIELDS, form.setError);
          toast.error(t('toast.signupErrorTitle'), { description: result.error });
          return;
        }
        // The same answer whether the address was new or not (no account enumeration): no
        // session either way; the confirmation e-mail, or the owner's notice, is in that
        // mailbox, and the sign-in tab opens with the address filled in. (A hosted project with
        // e-mail confirmation switched off may still answer with a session.)
        toast.success(t('toast.signupTitle'), { description: t('toast.signupConfirmText') });
        if (result.data.session) {
          sessionSignedIn(result.data.session);
          onDone?.(useAuthDialog.getState().returnTo);
        } else {
          useAuthDialog.setState({ tab: 'login', signedUpEmail: values.email });
        }
      } catch {
        toast.error(t('toast.errorTitle'), { description: t('toast.unexpected') });
      } finally {
        setPending(false);
      }
    },
    (invalid) => toastInvalid(t, invalid),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('accountType')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {([false, true] as const).map((pro) => (
            <label
              key={String(pro)}
              className="has-[:checked]:border-primary has-[:checked]:bg-primary/5 flex cursor-pointer items-center gap-2 rounded-md border p-2 text-sm"
            >
              <input
                type="radio"
                name="accountType"
                value={pro ? 'professional' : 'individual'}
                checked={isProfessional === pro}
                onChange={() => form.setValue('isProfessional', pro)}
                className="accent-primary"
              />
              {pro ? t('professional') : t('individual')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="signup-first-name"
          label={t('fields.firstName')}
          error={errors.firstName?.message}
          required
          inputProps={{ autoComplete: 'given-name', ...form.register('firstName') }}
        />
        <FormField
          id="signup-last-name"
          label={t('fields.lastName')}
          error={errors.lastName?.message}
          required
          inputProps={{ autoComplete: 'family-name', ...form.register('lastName') }}
        />
      </div>
      {isProfessional && (
        <>
          <FormField
            id="signup-company"
            label={t('fields.companyName')}
            error={errors.companyName?.message}
            inputProps={{ autoComplete: 'organization', ...form.register('companyName') }}
          />
          <FormField
            id="signup-siret"
            label={t('fields.siret')}
            error={errors.siret?.message}
            inputProps={{ inputMode: 'numeric', ...form.register('siret') }}
          />
          <div className="border-primary/30 bg-primary/5 rounded-md border p-3 text-sm">
            <p className="font-medium">{t('benefitsTitle')}</p>
            <ul className="mt-1 list-disc pl-5">
              {[0, 1, 2].map((i) => (
                <li key={i}>{t(`benefits.${i}`)}</li>
              ))}
            </ul>
          </div>
        </>
      )}
      <FormField
        id="signup-email"
        label={t('fields.email')}
        error={errors.email?.message}
        required
        inputProps={{ type: 'email', autoComplete: 'email', ...form.register('email') }}
      />
      <FormField
        id="signup-phone"
        label={t('fields.phone')}
        error={errors.phone?.message}
        inputProps={{ type: 'tel', autoComplete: 'tel', ...form.register('phone') }}
      />
      <FormField
        id="signup-password"
        label={t('fields.password')}
        error={errors.password?.message}
        required
        inputProps={{
          type: 'password',
          autoComplete: 'new-password',
          ...form.register('password'),
        }}
      />
      <div className="flex items-start gap-2">
        <Controller
          control={form.control}
          name="acceptTerms"
          render={({ field }) => (
            <Checkbox
              id="signup-terms"
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-invalid={errors.acceptTerms ? true : undefined}
              className="mt-0.5"
            />
          )}
        />
        <label htmlFor="signup-terms" className="text-sm">
          {t.rich('acceptTerms', {
            terms: (chunks) => (
              <a href="/cgv" target="_blank" className="underline">
                {chunks}
              </a>
            ),
            privacy: (chunks) => (
              <a href="/confidentialite" target="_blank" className="underline">
                {chunks}
              </a>
            ),
          })}
        </label>
      </div>
      {errors.acceptTerms && (
        <p className="text-destructive text-sm" role="alert">
          {errors.acceptTerms.message}
        </p>
      )}
      <div className="flex items-start gap-2">
        <Controller
          control={form.control}
          name="newsletter"
          render={({ field }) => (
            <Checkbox
              id="signup-newsletter"
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              className="mt-0.5"
            />
          )}
        />
        <label htmlFor="signup-newsletter" className="text-sm">
          {tNewsletter('signupOptIn')}
        </label>
      </div>
      <Button type="submit" disabled={!accepted || pending}>
        {pending ? t('pending') : t('submitSignup')}
      </Button>
    </form>
  );
}

function ResetForm({ pending, setPending }: FormProps) {
  const t = useTranslations('auth');
  const schema = useMemo(() => resetRequestSchema(stripHtmlInBrowser), []);
  const form = useForm<ResetRequestInput, unknown, { email: string }>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setPending(true);
      try {
        const result = await requestPasswordReset(values);
        if (!result.ok) {
          applyFieldErrors(result.fieldErrors, ['email'] as const, form.setError);
          toast.error(t('toast.errorTitle'), {
            description: result.error || t('toast.resetFailure'),
          });
          return;
        }
        toast.success(t('toast.resetTitle'), {
          id: 'reset-sent',
          description: t('toast.resetText'),
        });
        form.reset({ email: '' });
      } catch {
        toast.error(t('toast.errorTitle'), { description: t('toast.resetFailure') });
      } finally {
        setPending(false);
      }
    },
    (invalid) => {
      const message = invalid.email?.message;
      if (message === t('toast.emailInvalid')) {
        toast.error(t('toast.emailInvalid'), { description: message });
      } else {
        toast.error(t('toast.emailRequired'), { description: message });
      }
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-muted-foreground text-sm">{t('resetIntro')}</p>
      <FormField
        id="reset-email"
        label={t('fields.email')}
        error={errors.email?.message}
        required
        inputProps={{ type: 'email', autoComplete: 'email', ...form.register('email') }}
      />
      <Button type="submit" disabled={pending}>
        {pending ? t('pending') : t('submitReset')}
      </Button>
      <button
        type="button"
        className="text-primary justify-self-start text-sm underline-offset-4 hover:underline"
        onClick={() => useAuthDialog.setState({ tab: 'login' })}
      >
        {t('backToLogin')}
      </button>
    </form>
  );
}
