type Tree = { [key: string]: string | Tree };

/**
 * Messages of several files as one: a namespace found in more than one (`auth` in `fr.json`
 * for the frame and in `auth.fr.json` for the sign-in dialog) gets the keys of all of them.
 * Plain JSON objects only (the message files).
 */
export function mergeMessages<A extends object, B extends object>(a: A, b: B): A & B {
  const out: Tree = { ...(a as Tree) };
  for (const [key, value] of Object.entries(b as Tree)) {
    const mine = out[key];
    out[key] =
      typeof mine === 'object' && typeof value === 'object' ? mergeMessages(mine, value) : value;
  }
  return out as A & B;
}
