/**
 * CLP art. 25(4) (Reg. (EC) 1272/2008): a classified product's label and advertising must not
 * say it is « non toxique », « non nocif », « non polluant » or « écologique »
 * (docs/decisions/hazard-labels-before-purchase.md). The shop refuses to save such words on a
 * classified product.
 */

/** Accents off, lower case, hyphens and odd spaces as plain spaces. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\u00a0\u202f\-‐‑–]+/g, ' ');
}

const CLAIMS: ReadonlyArray<{ pattern: RegExp; claim: string }> = [
  { pattern: /\bnon toxiques?\b/, claim: 'non toxique' },
  { pattern: /\bnon noci(?:f|ve)s?\b/, claim: 'non nocif' },
  { pattern: /\bnon polluante?s?\b/, claim: 'non polluant' },
  { pattern: /\becologiques?\b/, claim: 'écologique' },
];

/** The forbidden claims a text makes (« écologique », « non toxique »…), none when it is clean. */
export function forbiddenClaims(text: string): string[] {
  const folded = fold(text);
  return CLAIMS.filter((c) => c.pattern.test(folded)).map((c) => c.claim);
}
