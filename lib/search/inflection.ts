/**
 * French inflections of searched words, on folded text (lower case, no accents): a word is
 * searched by its stem, the part every inflected form starts with, so « ponceuses » finds
 * « Ponceuse », « blanche » finds « Blanc » and « metallisee » finds « Métallisé ».
 *
 * A stem is always a prefix of the word typed: whatever the word itself matched (as a
 * substring of a name), its stem matches too. Pure, shared by the browser-free search code.
 */

/**
 * Colour words, by their masculine singular (the stem searched): the forms listed beside it,
 * plus -s, -e, -es and -x, all reduce to it. « argente » and « dore » reduce to « argent » and
 * « dore » so that « Argent », « Argenté », « Doré » and « Dorée » are all found.
 */
const COLOUR_WORDS: ReadonlyArray<[stem: string, ...forms: string[]]> = [
  ['blanc', 'blanche', 'blanches'],
  ['noir'],
  ['gris', 'grise', 'grises'],
  ['rouge'],
  ['bleu', 'bleue', 'bleues', 'bleus'],
  ['vert'],
  ['jaune'],
  ['orange'],
  ['rose'],
  ['violet', 'violette', 'violettes'],
  ['marron'],
  ['brun'],
  ['beige'],
  ['argent', 'argente', 'argentee', 'argentes', 'argentees'],
  ['dore', 'doree', 'dores', 'dorees'],
  ['bronze'],
  ['cuivr', 'cuivre', 'cuivree', 'cuivres', 'cuivrees'],
  ['ivoire'],
  ['creme'],
  ['turquoise'],
  ['bordeaux'],
  ['anthracite'],
  ['platine'],
  ['sable'],
  ['kaki'],
  ['mauve'],
  ['prune'],
  ['pourpre'],
  ['ocre'],
  ['champagne'],
  ['titane'],
  ['perle'],
  ['nacre', 'nacree', 'nacres', 'nacrees'],
];

const COLOUR_FORMS: ReadonlyMap<string, string> = new Map(
  COLOUR_WORDS.flatMap(([stem, ...forms]) =>
    [stem, `${stem}s`, `${stem}e`, `${stem}es`, `${stem}x`, ...forms].map((f) => [f, stem]),
  ),
);

/** The colour word's stem (« blanches » → « blanc »), or null when it is not a colour word. */
export function colourWord(folded: string): string | null {
  return COLOUR_FORMS.get(folded) ?? null;
}

/**
 * The stem of a folded word: colour words by the table (feminine and plural forms); other
 * words of letters lose a plural -s (« ponceuses » → « ponceuse », « pots » → « pot ») or the
 * -x of -aux, -eux, -oux (« speciaux » → « specia », which « special » starts with too), and
 * a feminine -ée its last e (« metallisees » → « metallise »). Words ending in -is or -ss are
 * singular (« vernis », « gloss »), and codes, numbers and short words are kept as typed.
 */
export function stemWord(folded: string): string {
  const colour = colourWord(folded);
  if (colour) return colour;
  if (!/^[a-z]{4,}$/.test(folded)) return folded;
  let stem = folded;
  if (/[^is]s$/.test(stem)) stem = stem.slice(0, -1);
  else if (/aux$/.test(stem) && stem.length >= 6) return stem.slice(0, -2);
  else if (/[eo]ux$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.endsWith('ee')) stem = stem.slice(0, -1);
  return stem;
}
