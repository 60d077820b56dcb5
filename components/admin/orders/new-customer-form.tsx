'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldErrors } from '@/lib/actions/client';
import { newCustomerAction } from '@/lib/admin/orders/edit-actions';
import type { CustomerChoice } from '@/lib/admin/orders/for-customer';
import { useAction } from '@/lib/hooks/use-action-form';
import { toast } from '@/lib/toast';
import { COUNTRIES } from '@/lib/validation/account';
import { CheckboxField, SelectField, TextField } from '../fields';

const EMPTY = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  companyName: '',
  siret: '',
  addressLine1: '',
  addressLine2: '',
  postalCode: '',
  city: '',
  country: 'France' as (typeof COUNTRIES)[number],
};
type Text = keyof typeof EMPTY;

/**
 * « Nouveau client » of the phone order: the sign-up's fields (type of account, name, e-mail,
 * phone, company and SIRET for a professional, with its labels) and the delivery address (the
 * address book's labels). The server creates the account without a password and e-mails the
 * customer; `onReady` hands the new customer to the order (their one address is chosen). An e-mail in use is
 * answered with that customer, offered to pick instead (`onPick`).
 */
export function NewCustomerForm({
  onReady,
  onPick,
  onCancel,
}: {
  onReady: (customer: CustomerChoice) => void;
  onPick: (customer: CustomerChoice) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('admin.orderEdit.newCustomer');
  const ta = useTranslations('auth');
  const tf = useTranslations('profile.addresses.fields');
  const [values, setValues] = useState(EMPTY);
  const [professional, setProfessional] = useState(false);
  const [verifiedNow, setVerifiedNow] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [existing, setExisting] = useState<{ message: string; customer: CustomerChoice | null }>();
  const create = useAction(newCustomerAction, {
    errorTitle: t('errorTitle'),
    onFailure: (fieldErrors) => setErrors(fieldErrors),
    onSuccess: (data) => {
      setErrors({});
      if (data.status === 'exists') {
        setExisting({ message: data.message, customer: data.customer });
        return;
      }
      toast.success(t('created', { email: data.customer.email }));
      onReady(data.customer);
    },
  });
  const submit = () => {
    setExisting(undefined);
    create.run({
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      isProfessional: professional,
      companyName: values.companyName,
      siret: values.siret,
      verifiedNow,
      address: {
        label: t('addressLabel'),
        firstName: values.firstName,
        lastName: values.lastName,
        companyName: professional ? values.companyName : '',
        addressLine1: values.addressLine1,
        addressLine2: values.addressLine2,
        postalCode: values.postalCode,
        city: values.city,
        country: values.country,
        phone: values.phone,
        isDefault: true,
      },
    });
  };
  const field = (name: Text, label: string, error = errors[name], type = 'text') => (
    <TextField
      id={`new-customer-${name}`}
      label={label}
      error={error}
      inputProps={{
        type,
        value: values[name],
        onChange: (event) => setValues({ ...values, [name]: event.target.value }),
      }}
    />
  );
  const addressError = (name: Text) => errors[`address.${name}`];
  return (
    <fieldset className="grid gap-3 rounded-md border p-3" data-testid="new-customer">
      <legend className="px-1 font-medium">{t('open')}</legend>
      <p className="text-muted-foreground text-sm">{t('intro')}</p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{ta('accountType')}</legend>
        <div className="flex flex-wrap gap-4">
          {([false, true] as const).map((pro) => (
            <label key={String(pro)} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="radio"
                name="new-customer-type"
                checked={professional === pro}
                onChange={() => setProfessional(pro)}
                className="accent-primary size-4"
              />
              {pro ? ta('professional') : ta('individual')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('firstName', ta('fields.firstName'))}
        {field('lastName', ta('fields.lastName'))}
        {field('email', ta('fields.email'), errors.email, 'email')}
        {field('phone', ta('fields.phone'), errors.phone, 'tel')}
        {professional && field('companyName', ta('fields.companyName'))}
        {professional && field('siret', ta('fields.siret'))}
      </div>
      {professional && (
        <CheckboxField
          id="new-customer-verified"
          label={t('verifiedNow')}
          help={t('verifiedNowHelp')}
          inputProps={{
            checked: verifiedNow,
            onChange: (event) => setVerifiedNow(event.target.checked),
          }}
        />
      )}
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{t('addressLegend')}</legend>
        {field('addressLine1', tf('addressLine1'), addressError('addressLine1'))}
        {field('addressLine2', tf('addressLine2'), addressError('addressLine2'))}
        <div className="grid gap-3 sm:grid-cols-3">
          {field('postalCode', tf('postalCode'), addressError('postalCode'))}
          {field('city', tf('city'), addressError('city'))}
          <SelectField
            id="new-customer-country"
            label={tf('country')}
            error={addressError('country')}
            options={COUNTRIES.map((c) => ({ value: c, label: c }))}
            selectProps={{
              value: values.country,
              onChange: (event) =>
                setValues({ ...values, country: event.target.value as typeof values.country }),
            }}
          />
        </div>
      </fieldset>
      {existing && (
        <div className="grid gap-2 text-sm" role="status">
          <p>{existing.message}</p>
          {existing.customer && (
            <div>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => onPick(existing.customer!)}
              >
                {t('pickExisting', { name: existing.customer.name })}
              </Button>
            </div>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={create.pending} onClick={submit}>
          {t('submit')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
