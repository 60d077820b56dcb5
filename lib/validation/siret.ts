/**
 * SIRET checks for the verification of professional accounts: 14 digits (spaces typed between
 * groups are ignored) and the Luhn key of INSEE. La Poste's establishments (SIREN 356 000 000)
 * follow their own rule: the sum of the digits is a multiple of 5.
 */
export type SiretCheck =
  { status: 'valid'; siret: string } | { status: 'bad-key'; siret: string } | { status: 'invalid' };

const LA_POSTE_SIREN = '356000000';

/** Luhn over the digits (from the right, every second digit doubled). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkSiret(raw: string | null | undefined): SiretCheck {
  const siret = (raw ?? '').replace(/[\s.]/g, '');
  if (!/^\d{14}$/.test(siret)) return { status: 'invalid' };
  const keyOk = siret.startsWith(LA_POSTE_SIREN)
    ? [...siret].reduce((sum, d) => sum + Number(d), 0) % 5 === 0
    : luhnValid(siret);
  return { status: keyOk ? 'valid' : 'bad-key', siret };
}
