'use client';

import { useRouter } from 'next/navigation';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import {
  Controller,
  useWatch,
  type FieldErrors,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
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
import { useActionForm } from '@/lib/hooks/use-action-form';
import {
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  type SignUp,
  type SignUpInput,
} from '@/lib/validation/account';
import { stripHtmlInBrowser } from '@/lib/validation/strip-html-browser';
import { mergeMessages } from '@/lib/i18n/merge';
import authMessages from '@/messages/auth.fr.json';
import messages from '@/messages/fr.json';
import { BoundField } from './form-field';

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

/**
 * The server's refusal under the form's title; a server not reached is « Erreur » / « Une erreur
 * inattendue s'est produite. ».
 */
function toastRefused(t: Toasts, title: string, error: string | undefined) {
  if (error === undefined) {
    toast.error(t('toast.errorTitle'), { description: t('toast.unexpected') });
  } else {
    toast.error(title, { description: error });
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
            <LoginForm setPending={setPending} onDone={finish} />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignUpForm setPending={setPending} onDone={finish} />
          </Tabs.Content>
          <Tabs.Content value="reset">
            <ResetForm setPending={setPending} />
          </Tabs.Content>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}

type FormProps = {
  setPending: (pending: boolean) => void;
  onDone?: (returnTo: string | null) => void;
};

/** The dialog knows a form is being sent: a sign-in in another tab then waits for its answer. */
function useReportPending(submitting: boolean, setPending: (pending: boolean) => void) {
  useEffect(() => {
    setPending(submitting);
    return () => setPending(false);
  }, [submitting, setPending]);
}

type WithEmail = { email: string; password?: string };

/**
 * The e-mail field every tab has (`login-email`, `signup-email`, `reset-email`) and the password
 * field of the sign-in and sign-up tabs.
 */
function CredentialField<V extends WithEmail, O>({
  form,
  name,
  id,
  autoComplete = 'email',
}: {
  form: UseFormReturn<V, unknown, O>;
  name: 'email' | 'password';
  id: string;
  autoComplete?: 'email' | 'current-password' | 'new-password';
}) {
  const t = useTranslations('auth');
  return (
    <BoundField
      form={form}
      name={name as Path<V>}
      id={id}
      label={t(`fields.${name}`)}
      required
      type={name}
      autoComplete={autoComplete}
    />
  );
}

/** A link-styled button to another tab of the dialog. */
function TabLink({ tab, children }: { tab: AuthTab; children: React.ReactNode }) {
  return (
    <button
      type="button"
      className="text-primary justify-self-start text-sm underline-offset-4 hover:underline"
      onClick={() => useAuthDialog.setState({ tab })}
    >
      {children}
    </button>
  );
}

/** A tab's submit button: « Veuillez patienter… » while its form is being sent. */
function SubmitButton({
  submitting,
  disabled,
  children,
}: {
  submitting: boolean;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  const t = useTranslations('auth');
  return (
    <Button type="submit" disabled={disabled || submitting}>
      {submitting ? t('pending') : children}
    </Button>
  );
}

function LoginForm({ setPending, onDone }: FormProps) {
  const t = useTranslations('auth');
  const schema = useMemo(() => signInSchema(stripHtmlInBrowser), []);
  const signedUpEmail = useAuthDialog((s) => s.signedUpEmail);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, onSubmit, submitting } = useActionForm({
    schema,
    defaultValues: { email: signedUpEmail ?? '', password: '' },
    action: (values) => signIn(values),
    onSuccess: (session) => {
      toast.success(t('toast.loginTitle'), { description: t('toast.loginText') });
      sessionSignedIn(session);
      onDone?.(useAuthDialog.getState().returnTo);
    },
    onFailure: (_fields, error) => {
      setRefusal(error ?? null);
      toastRefused(t, t('toast.loginErrorTitle'), error);
    },
    onInvalid: (invalid) => toastInvalid(t, invalid),
  });
  useReportPending(submitting, setPending);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setRefusal(null);
        return onSubmit(event);
      }}
      className="grid gap-4"
    >
      {signedUpEmail && (
        <p className="bg-muted rounded-md p-3 text-sm" role="status">
          {t('signedUpNotice')}
        </p>
      )}
      <CredentialField form={form} name="email" id="login-email" />
      <CredentialField
        form={form}
        name="password"
        id="login-password"
        autoComplete="current-password"
      />
      <TabLink tab="reset">{t('forgot')}</TabLink>
      {refusal && (
        <p className="text-destructive text-sm" role="alert">
          {refusal}
        </p>
      )}
      <SubmitButton submitting={submitting}>{t('submitLogin')}</SubmitButton>
    </form>
  );
}

type SignUpFormApi = UseFormReturn<SignUpInput, unknown, SignUp>;

/** The sign-up tab's own text fields: their ids and input attributes. */
const SIGN_UP_INPUTS = {
  firstName: { id: 'signup-first-name', required: true, autoComplete: 'given-name' },
  lastName: { id: 'signup-last-name', required: true, autoComplete: 'family-name' },
  companyName: { id: 'signup-company', autoComplete: 'organization' },
  siret: { id: 'signup-siret', inputMode: 'numeric' },
  phone: { id: 'signup-phone', type: 'tel', autoComplete: 'tel' },
} satisfies Record<string, { id: string } & React.ComponentProps<'input'>>;

function SignUpField({ form, name }: { form: SignUpFormApi; name: keyof typeof SIGN_UP_INPUTS }) {
  const t = useTranslations('auth');
  return (
    <BoundField form={form} name={name} label={t(`fields.${name}`)} {...SIGN_UP_INPUTS[name]} />
  );
}

/** A checkbox of the sign-up tab, its label beside it. */
function SignUpCheckbox({
  form,
  name,
  id,
  invalid,
  children,
}: {
  form: SignUpFormApi;
  name: 'acceptTerms' | 'newsletter';
  id: string;
  invalid?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            aria-invalid={invalid ? true : undefined}
            className="mt-0.5"
          />
        )}
      />
      <label htmlFor={id} className="text-sm">
        {children}
      </label>
    </div>
  );
}

function SignUpForm({ setPending, onDone }: FormProps) {
  const t = useTranslations('auth');
  const tNewsletter = useTranslations('newsletter');
  const schema = useMemo(() => signUpSchema(stripHtmlInBrowser), []);
  const professionalAtOpen = useAuthDialog((s) => s.professional);
  const { form, onSubmit, errors, submitting } = useActionForm({
    schema,
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
    action: (values) => signUp(values),
    onSuccess: (data, values) => {
      // The same answer whether the address was new or not (no account enumeration): no
      // session either way; the confirmation e-mail, or the owner's notice, is in that
      // mailbox, and the sign-in tab opens with the address filled in. (A hosted project with
      // e-mail confirmation switched off may still answer with a session.)
      toast.success(t('toast.signupTitle'), { description: t('toast.signupConfirmText') });
      if (data.session) {
        sessionSignedIn(data.session);
        onDone?.(useAuthDialog.getState().returnTo);
      } else {
        useAuthDialog.setState({ tab: 'login', signedUpEmail: values.email });
      }
    },
    onFailure: (_fields, error) => toastRefused(t, t('toast.signupErrorTitle'), error),
    onInvalid: (invalid) => toastInvalid(t, invalid),
  });
  useReportPending(submitting, setPending);
  const isProfessional = useWatch({ control: form.control, name: 'isProfessional' });
  const accepted = useWatch({ control: form.control, name: 'acceptTerms' }) === true;

  useEffect(() => {
    form.setValue('isProfessional', professionalAtOpen);
  }, [professionalAtOpen, form]);

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
        <SignUpField form={form} name="firstName" />
        <SignUpField form={form} name="lastName" />
      </div>
      {isProfessional && (
        <>
          <SignUpField form={form} name="companyName" />
          <SignUpField form={form} name="siret" />
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
      <CredentialField form={form} name="email" id="signup-email" />
      <SignUpField form={form} name="phone" />
      <CredentialField
        form={form}
        name="password"
        id="signup-password"
        autoComplete="new-password"
      />
      <SignUpCheckbox
        form={form}
        name="acceptTerms"
        id="signup-terms"
        invalid={!!errors.acceptTerms}
      >
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
      </SignUpCheckbox>
      {errors.acceptTerms && (
        <p className="text-destructive text-sm" role="alert">
          {errors.acceptTerms.message}
        </p>
      )}
      <SignUpCheckbox form={form} name="newsletter" id="signup-newsletter">
        {tNewsletter('signupOptIn')}
      </SignUpCheckbox>
      <SubmitButton submitting={submitting} disabled={!accepted}>
        {t('submitSignup')}
      </SubmitButton>
    </form>
  );
}

function ResetForm({ setPending }: FormProps) {
  const t = useTranslations('auth');
  const schema = useMemo(() => resetRequestSchema(stripHtmlInBrowser), []);
  const { form, onSubmit, submitting } = useActionForm({
    schema,
    defaultValues: { email: '' },
    action: (values) => requestPasswordReset(values),
    onSuccess: () => {
      toast.success(t('toast.resetTitle'), {
        id: 'reset-sent',
        description: t('toast.resetText'),
      });
      form.reset({ email: '' });
    },
    onFailure: (_fields, error) =>
      toast.error(t('toast.errorTitle'), { description: error || t('toast.resetFailure') }),
    onInvalid: (invalid) => {
      const message = invalid.email?.message;
      if (message === t('toast.emailInvalid')) {
        toast.error(t('toast.emailInvalid'), { description: message });
      } else {
        toast.error(t('toast.emailRequired'), { description: message });
      }
    },
  });
  useReportPending(submitting, setPending);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-muted-foreground text-sm">{t('resetIntro')}</p>
      <CredentialField form={form} name="email" id="reset-email" />
      <SubmitButton submitting={submitting}>{t('submitReset')}</SubmitButton>
      <TabLink tab="login">{t('backToLogin')}</TabLink>
    </form>
  );
}
