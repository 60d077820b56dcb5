/**
 * Who made a product, as GPSR art. 19 (Reg. (EU) 2023/988) has a distance seller show it: the
 * manufacturer's name, postal address and e-mail, plus the EU responsible person's when the
 * maker is established outside the Union (docs/decisions/gpsr-manufacturer-on-brands.md).
 */
import { SHOP_INFO } from '@/lib/site/shop-info';

export type Contact = { name: string; address: string; email: string };
export type Manufacturer = { maker: Contact; responsible: Contact | null };

/** A brand's GPSR columns (brands.manufacturer_*, outside_eu, eu_responsible_*). */
export type ManufacturerColumns = {
  manufacturerName: string | null;
  manufacturerAddress: string | null;
  manufacturerEmail: string | null;
  outsideEu: boolean;
  euResponsibleName: string | null;
  euResponsibleAddress: string | null;
  euResponsibleEmail: string | null;
};

function contact(
  name: string | null,
  address: string | null,
  email: string | null,
): Contact | null {
  return name && address && email ? { name, address, email } : null;
}

/** The brand's maker (and EU responsible person), or null while its fields are not filled. */
export function manufacturerOf(brand: ManufacturerColumns | null): Manufacturer | null {
  if (!brand) return null;
  const maker = contact(brand.manufacturerName, brand.manufacturerAddress, brand.manufacturerEmail);
  if (!maker) return null;
  const responsible = brand.outsideEu
    ? contact(brand.euResponsibleName, brand.euResponsibleAddress, brand.euResponsibleEmail)
    : null;
  return { maker, responsible };
}

/** Colour paint is mixed by the shop: the shop is its manufacturer (its legal identity). */
export function shopAsManufacturer(): Manufacturer {
  const a = SHOP_INFO.address;
  return {
    maker: {
      name: SHOP_INFO.legalName,
      address: `${a.street}, ${a.postalCode} ${a.city}, ${a.country}`,
      email: SHOP_INFO.email,
    },
    responsible: null,
  };
}
