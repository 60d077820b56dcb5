import type { AddressView } from '@/lib/account/queries';
import { addressText } from './address-text';

/** One address of the book as a radio button (delivery or billing). */
export function AddressChoice({
  address,
  name,
  checked,
  onChoose,
}: {
  address: AddressView;
  name: 'shipping-address' | 'billing-address';
  checked: boolean;
  onChoose: (id: string) => void;
}) {
  return (
    <label className="flex items-start gap-3 rounded-md border p-3 text-sm">
      <input
        type="radio"
        name={name}
        value={address.id}
        checked={checked}
        onChange={() => onChoose(address.id)}
        className="mt-1 size-4"
      />
      <span>
        <span className="font-medium">{address.label}</span>
        <span className="text-muted-foreground block">{addressText(address)}</span>
      </span>
    </label>
  );
}
