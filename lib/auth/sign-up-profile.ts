import type { SignUpData } from './contract';

/** The profile row a sign-up writes, the same whichever adapter created the account. */
export function signUpProfile(id: string, email: string, data: Omit<SignUpData, 'password'>) {
  return {
    id,
    email,
    firstName: data.firstName,
    lastName: data.lastName,
    phone: data.phone || null,
    isProfessional: data.isProfessional,
    companyName: data.companyName || null,
    siret: data.siret || null,
  };
}
