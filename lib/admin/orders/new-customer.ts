import 'server-only';
import { sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { type CustomerChoice, customersWhere } from './for-customer';
import type { Admin } from '@/lib/auth/caller';
import { createShopAccount, ShopAccountUnavailable } from '@/lib/auth/shop-account';
import { addresses } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/handle';
import { env } from '@/lib/env';
import { getAdminT } from '@/lib/i18n/admin';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import { checkSiret } from '@/lib/validation/siret';
import type { NewCustomer } from '@/lib/validation/admin-customers';
import { addressColumns } from '@/lib/account/store';

/**
 * « Nouveau client » on the phone order (issue 40 §2): a carrossier who has no account yet.
 * In ONE transaction (`adminWrite`): the account without a password (`createShopAccount`, the
 * sign-up's profile), its delivery address as the default of its address book, the e-mail
 * « Votre compte Nuancier a été créé » with the link to choose a password (the outbox: sent only
 * if the account exists), and the audit row. An address that already has an account is not
 * an error to retype: the answer names that customer so the owner picks them instead.
 * docs/decisions/phone-order-new-customer.md
 */

export type NewCustomerResult =
  | { status: 'created'; customer: CustomerChoice; addressId: string }
  | {
      status: 'exists';
      message: string;
      /** The account of that address, to pick for the order (null: disabled). */
      customer: CustomerChoice | null;
    };

/** The account of an e-mail address, as the customer search shows it. */
async function accountOf(db: DbHandle, email: string) {
  const [found] = await customersWhere(db, sql`lower(email) = ${email.toLowerCase()}`, 1);
  if (!found) return null;
  const { disabled, ...customer } = found;
  return { customer, disabled };
}

function exists(email: string, found: Awaited<ReturnType<typeof accountOf>>): NewCustomerResult {
  const t = getAdminT();
  if (!found || found.disabled) {
    return {
      status: 'exists',
      customer: null,
      message: t('orderEdit.newCustomer.existsDisabled', { email }),
    };
  }
  return {
    status: 'exists',
    customer: found.customer,
    message: t('orderEdit.newCustomer.exists', { email: found.customer.email }),
  };
}

export async function createCustomer(
  db: DbHandle,
  admin: Admin,
  action: string,
  input: NewCustomer,
): Promise<NewCustomerResult> {
  const already = await accountOf(db, input.email);
  if (already) return exists(input.email, already);
  const undo: (() => Promise<void>)[] = [];
  try {
    const created = await adminWrite(admin, action, async (tx, audit) => {
      const account = await createShopAccount(
        tx,
        { ...input, verifiedProfessional: input.verifiedNow },
        (u) => undo.push(u),
      );
      if (!account) return null;
      const { user, passwordLink } = account;
      const [address] = await tx
        .insert(addresses)
        .values({ ...addressColumns(input.address), userId: user.id, isDefault: true })
        .returning({ id: addresses.id });
      const t = getMailT('account');
      await queueEmail(tx, {
        to: user.email,
        subject: t('createdByShop.subject'),
        text: t('createdByShop.text', {
          firstName: input.firstName,
          email: user.email,
          link: passwordLink,
          signInLink: new URL('/?connexion=1', env.SITE_URL).toString(),
        }),
        template: 'account-created-by-shop',
      });
      const siret = input.verifiedNow ? checkSiret(input.siret) : null;
      audit({
        entity: 'user',
        entityId: user.id,
        after: {
          email: user.email,
          isProfessional: input.isProfessional,
          isVerifiedProfessional: input.verifiedNow,
          ...(siret ? { siretKey: siret.status === 'valid' ? 'correcte' : 'incorrecte' } : {}),
          address: `${input.address.postalCode} ${input.address.city}`,
        },
      });
      const customer: CustomerChoice = {
        id: user.id,
        name: `${input.firstName} ${input.lastName}`,
        email: user.email,
        company: input.companyName || null,
        professional: input.verifiedNow,
      };
      return { status: 'created' as const, customer, addressId: address!.id };
    });
    // Taken between the check and the insert: the same answer as above.
    return created ?? exists(input.email, await accountOf(db, input.email));
  } catch (error) {
    await Promise.all(undo.map((u) => u()));
    if (error instanceof ShopAccountUnavailable) {
      const t = getAdminT();
      throw new ActionError(
        t(
          error.reason === 'no-service-key'
            ? 'orderEdit.newCustomer.errors.hostedKey'
            : 'orderEdit.newCustomer.errors.hostedFailed',
        ),
      );
    }
    throw error;
  }
}
