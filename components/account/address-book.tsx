'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  deleteAddressAction,
  saveAddressAction,
  setDefaultAddressAction,
} from '@/lib/account/actions';
import type { AddressView } from '@/lib/account/queries';
import { useAction, useActionForm } from '@/lib/hooks/use-action-form';
import { addressSchema, COUNTRIES, type AddressInput } from '@/lib/validation/account';
import { stripHtmlInBrowser } from '@/lib/validation/strip-html-browser';
import { BoundField } from './form-field';
import { ReadyForm } from '@/components/ui/ready-form';

const TEXT_FIELDS = [
  'label',
  'firstName',
  'lastName',
  'companyName',
  'addressLine1',
  'addressLine2',
  'postalCode',
  'city',
  'phone',
] as const;
const REQUIRED = new Set(['label', 'firstName', 'lastName', 'addressLine1', 'postalCode', 'city']);
const EMPTY: Required<AddressInput> = {
  label: '',
  firstName: '',
  lastName: '',
  companyName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  country: 'France',
  phone: '',
  isDefault: false,
};

/** The address book (add, edit, delete, default), on the caller's own addresses. */
export function AddressBook({ addresses }: { addresses: AddressView[] }) {
  const t = useTranslations('profile.addresses');
  const router = useRouter();
  const [editing, setEditing] = useState<AddressView | 'new' | null>(null);

  // Refused or done, the book is read again: the address may have gone in the meantime.
  const rowAction = (done: string) => ({
    errorTitle: t('notFound'),
    onSuccess: () => {
      toast.success(done);
      router.refresh();
    },
    onFailure: () => router.refresh(),
  });
  const makeDefault = useAction(setDefaultAddressAction, rowAction(t('defaultTitle')));
  const remove = useAction(deleteAddressAction, rowAction(t('deletedTitle')));

  return (
    <div className="grid gap-4">
      {addresses.length === 0 && <p className="text-muted-foreground">{t('empty')}</p>}
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('title')}>
        {addresses.map((address) => (
          <li key={address.id} className="rounded-md border p-4 text-sm" data-testid="address">
            <p className="font-medium">
              {address.label}
              {address.isDefault && (
                <span className="bg-primary/10 text-primary ml-2 rounded px-1.5 py-0.5 text-xs">
                  {t('default')}
                </span>
              )}
            </p>
            <address className="mt-1 not-italic">
              {address.firstName} {address.lastName}
              {address.companyName && <br />}
              {address.companyName}
              <br />
              {address.addressLine1}
              {address.addressLine2 && <br />}
              {address.addressLine2}
              <br />
              {address.postalCode} {address.city}, {address.country}
            </address>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(address)}>
                {t('edit')}
                <span className="sr-only"> {address.label}</span>
              </Button>
              {!address.isDefault && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => makeDefault.run({ id: address.id })}
                >
                  {t('makeDefault')}
                  <span className="sr-only"> {address.label}</span>
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={() => remove.run({ id: address.id })}>
                {t('delete')}
                <span className="sr-only"> {address.label}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            router.refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>{t('add')}</Button>
        </div>
      )}
    </div>
  );
}

export function AddressForm({
  address,
  onDone,
  onCancel,
}: {
  address: AddressView | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('profile.addresses');
  const schema = useMemo(() => addressSchema(stripHtmlInBrowser), []);
  const { form, onSubmit, submitting } = useActionForm({
    schema,
    defaultValues: address ? { ...address } : EMPTY,
    // The server names the fields `address.city`…: on the form they are `city`…
    action: async (values) => {
      const result = await saveAddressAction({ id: address?.id, address: values });
      if (result.ok) return result;
      const fieldErrors = Object.fromEntries(
        Object.entries(result.fieldErrors).map(([key, value]) => [
          key.replace(/^address\./, ''),
          value,
        ]),
      );
      return { ...result, fieldErrors };
    },
    errorTitle: t('notFound'),
    onSuccess: () => {
      toast.success(t('savedTitle'));
      onDone();
    },
  });

  return (
    <ReadyForm
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-md border p-4 sm:grid-cols-2"
      aria-labelledby="address-form-title"
    >
      <h3 id="address-form-title" className="text-lg font-semibold sm:col-span-2">
        {address ? t('editTitle') : t('addTitle')}
      </h3>
      {TEXT_FIELDS.map((field) => (
        <BoundField
          key={field}
          form={form}
          name={field}
          id={`address-${field}`}
          label={t(`fields.${field}`)}
          required={REQUIRED.has(field)}
          inputMode={field === 'postalCode' ? 'numeric' : undefined}
          type={field === 'phone' ? 'tel' : 'text'}
        />
      ))}
      <div className="grid gap-1.5">
        <label htmlFor="address-country" className="text-sm font-medium">
          {t('fields.country')}
        </label>
        <select
          id="address-country"
          className="border-input h-9 rounded-md border bg-transparent px-3 text-sm"
          {...form.register('country')}
        >
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" className="accent-primary size-4" {...form.register('isDefault')} />
        {t('fields.isDefault')}
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={submitting}>
          {t('save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </ReadyForm>
  );
}
