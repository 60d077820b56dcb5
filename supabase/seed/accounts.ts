/**
 * Demo accounts (embedded mode): an administrator and three customers — an individual, a
 * professional waiting for verification and a verified professional. Their passwords are in
 * the README; change them (or delete the accounts) before opening a shop to the public.
 */
import { hash } from '@node-rs/argon2';
import type pg from 'pg';

type DemoAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isProfessional: boolean;
  isVerifiedProfessional: boolean;
  companyName: string | null;
  siret: string | null;
  admin: boolean;
};

const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@nuancier.fr',
    password: 'admin-nuancier',
    firstName: 'Camille',
    lastName: 'Administratrice',
    isProfessional: false,
    isVerifiedProfessional: false,
    companyName: null,
    siret: null,
    admin: true,
  },
  {
    email: 'particulier@nuancier.fr',
    password: 'demo-nuancier',
    firstName: 'Julien',
    lastName: 'Martin',
    isProfessional: false,
    isVerifiedProfessional: false,
    companyName: null,
    siret: null,
    admin: false,
  },
  {
    email: 'pro@nuancier.fr',
    password: 'demo-nuancier',
    firstName: 'Sophie',
    lastName: 'Garnier',
    isProfessional: true,
    isVerifiedProfessional: false,
    companyName: 'Carrosserie Garnier',
    siret: '73282932000074',
    admin: false,
  },
  {
    email: 'pro-verifie@nuancier.fr',
    password: 'demo-nuancier',
    firstName: 'Karim',
    lastName: 'Benali',
    isProfessional: true,
    isVerifiedProfessional: true,
    companyName: 'Atelier Benali Peinture',
    siret: '55203253400646',
    admin: false,
  },
];

const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function insertDemoAccounts(db: Pick<pg.ClientBase, 'query'>): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const passwordHash = await hash(account.password, ARGON2);
    const { rows } = await db.query<{ id: string }>(
      `insert into users (email, password_hash, email_confirmed_at) values ($1, $2, now())
       returning id`,
      [account.email, passwordHash],
    );
    const id = rows[0]!.id;
    await db.query(
      `insert into profiles (id, email, first_name, last_name, company_name, siret,
         is_professional, is_verified_professional)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        account.email,
        account.firstName,
        account.lastName,
        account.companyName,
        account.siret,
        account.isProfessional,
        account.isVerifiedProfessional,
      ],
    );
    await db.query(
      `insert into user_roles (user_id, role, verified) values ($1, 'customer', true)`,
      [id],
    );
    if (account.admin) {
      await db.query(
        `insert into user_roles (user_id, role, verified) values ($1, 'admin', true)`,
        [id],
      );
    }
  }
}
