'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  customerAddressesAction,
  placePhoneOrderAction,
  quotePhoneOrderAction,
  searchCustomersAction,
} from '@/lib/admin/orders/edit-actions';
import type { CustomerChoice, SavedAddress } from '@/lib/admin/orders/for-customer';
import type { PhoneQuote } from '@/lib/admin/orders/phone';
import { adminItemPath } from '@/lib/admin/urls';
import { useAction } from '@/lib/hooks/use-action-form';
import { formatCents } from '@/lib/money';
import { toast } from '@/lib/toast';
import { SelectField } from '../fields';
import { type EditedLine, OrderLinesEditor, SearchBox, signature } from './order-lines-editor';
import { NewCustomerForm } from './new-customer-form';
import { PricedTotal } from './priced-total';

const label = (c: CustomerChoice) => [c.name, c.company, c.email].filter(Boolean).join(' · ');

/**
 * « Nouvelle commande »: a customer found by name, e-mail or company, their delivery address,
 * the lines, the carrier; « Calculer le total » prices it as the checkout would for them,
 * « Créer la commande » places it at that total, paid by bank transfer.
 */
export function PhoneOrderForm() {
  const t = useTranslations('admin.orderEdit');
  const router = useRouter();
  const [found, setFound] = useState<CustomerChoice[] | null>(null);
  const [customer, setCustomer] = useState<CustomerChoice | null>(null);
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);
  const [addressId, setAddressId] = useState('');
  const [lines, setLines] = useState<EditedLine[]>([]);
  const [carrierCode, setCarrierCode] = useState('');
  const [quote, setQuote] = useState<{ at: string; data: PhoneQuote } | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const [creating, setCreating] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);

  const search = useAction(searchCustomersAction, {
    errorTitle: t('errorTitle'),
    onSuccess: (data) => setFound(data),
  });
  const loadAddresses = useAction(customerAddressesAction, {
    errorTitle: t('errorTitle'),
    onSuccess: (data) => {
      setAddresses(data);
      setAddressId(data[0]?.id ?? '');
    },
  });
  const input = {
    customerId: customer?.id ?? '',
    lines: lines.map((l) => ({ key: l.key, quantity: l.quantity })),
    addressId,
    carrierCode: carrierCode || null,
  };
  const price = useAction(quotePhoneOrderAction, {
    errorTitle: t('errorTitle'),
    onSuccess: (data, sent) => {
      const chosen = data.carrierCode ?? '';
      setCarrierCode(chosen);
      setQuote({ at: signature({ ...(sent as typeof input), carrierCode: chosen || null }), data });
    },
  });
  const place = useAction(placePhoneOrderAction, {
    errorTitle: t('errorTitle'),
    onSuccess: (data) => {
      toast.success(t('created', { number: data.orderNumber }));
      router.push(adminItemPath('orders', data.id));
    },
  });
  const shown = quote?.at === signature(input) ? quote.data : null;
  const choose = (choice: CustomerChoice) => {
    setCreating(false);
    setCustomer(choice);
    setFound(null);
    setQuote(null);
    loadAddresses.run({ customerId: choice.id });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!shown || !carrierCode) return;
    place.run({
      ...input,
      carrierCode,
      idempotencyKey: key,
      expectedTotalCents: shown.totalCents,
      customPaintAcknowledged: acknowledged,
    });
  };
  return (
    <form noValidate className="grid max-w-3xl gap-6" onSubmit={submit}>
      <fieldset className="grid gap-3">
        <legend className="font-medium">{t('customer')}</legend>
        {customer && (
          <p className="text-sm font-medium" data-testid="phone-customer">
            {t('chosenCustomer', { name: label(customer) })}
            {customer.professional && ` · ${t('proCustomer')}`}
          </p>
        )}
        <SearchBox
          id="customer-search"
          label={t('customerSearch')}
          help={t('customerSearchHelp')}
          pending={search.pending}
          onSearch={(query) => search.run({ query })}
        />
        {found && (
          <ul className="grid gap-1 text-sm" aria-live="polite">
            {found.length === 0 && <li>{t('noCustomer')}</li>}
            {found.map((choice) => (
              <li key={choice.id}>
                <Button type="button" size="sm" variant="secondary" onClick={() => choose(choice)}>
                  {t('chooseCustomer', { name: label(choice) })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            aria-expanded={creating}
            onClick={() => setCreating(!creating)}
          >
            {t('newCustomer.open')}
          </Button>
        </div>
        {creating && (
          <NewCustomerForm onReady={choose} onPick={choose} onCancel={() => setCreating(false)} />
        )}
      </fieldset>
      {customer &&
        (addresses.length > 0 ? (
          <SelectField
            id="phone-address"
            label={t('address')}
            options={addresses.map((a) => ({
              value: a.id,
              label: [a.label, a.address.addressLine1, a.address.postalCode, a.address.city]
                .filter(Boolean)
                .join(', '),
            }))}
            selectProps={{
              value: addressId,
              onChange: (event) => setAddressId(event.target.value),
            }}
          />
        ) : (
          !loadAddresses.pending && <p className="text-sm">{t('noAddress')}</p>
        ))}
      <OrderLinesEditor
        idPrefix="phone"
        lines={lines}
        onChange={setLines}
        paint={{ acknowledged, onChange: setAcknowledged }}
      />
      {quote && quote.data.carriers.length > 0 && (
        <SelectField
          id="phone-carrier"
          label={t('carrier')}
          options={quote.data.carriers.map((c) => ({
            value: c.code,
            label: `${c.name} · ${formatCents(c.priceCents)}`,
          }))}
          selectProps={{
            value: carrierCode,
            onChange: (event) => setCarrierCode(event.target.value),
          }}
        />
      )}
      <p className="text-sm">{t('payment')}</p>
      <div className="grid gap-2">
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={!customer || !addressId || lines.length === 0 || price.pending}
            onClick={() => price.run(input)}
          >
            {t('quote')}
          </Button>
        </div>
        {shown ? (
          <>
            <ul className="text-sm">
              {shown.lines.map((line) => (
                <li key={line.key} className={line.ok ? undefined : 'text-destructive'}>
                  {line.name} × {line.quantity} · {formatCents(line.totalTtc)}
                  {line.message && ` · ${line.message}`}
                </li>
              ))}
            </ul>
            <PricedTotal
              label={t('total', { amount: formatCents(shown.totalCents) })}
              subtotalCents={shown.subtotalCents}
              discountCents={shown.discountCents}
              shippingCents={shown.shippingCents}
            />
          </>
        ) : (
          <p className="text-muted-foreground text-sm">{t('quoteFirst')}</p>
        )}
      </div>
      <div>
        <Button type="submit" disabled={!shown || !carrierCode || place.pending}>
          {place.pending ? t('working') : t('create')}
        </Button>
      </div>
    </form>
  );
}
