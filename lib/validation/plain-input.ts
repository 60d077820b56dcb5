import { stripHtml } from './strip-html';

/** Keys whose strings are kept exactly as typed: a password may hold « <b> ». */
const VERBATIM_KEY = /password|motdepasse/i;

/**
 * Spec: « All text inputs are stripped of HTML before validation ». The action client applies it
 * to every string of an action's input (plain objects and arrays, at any depth), so a product
 * named « Apprêt <b>Gris</b> » is stored « Apprêt Gris » whatever form or script sent it.
 * Passwords are left alone; strings without « < » or « & » are returned as they are.
 */
export function withoutHtml(value: unknown, key = ''): unknown {
  if (typeof value === 'string')
    return VERBATIM_KEY.test(key) || !/[<&]/.test(value) ? value : stripHtml(value);
  if (Array.isArray(value)) return value.map((item) => withoutHtml(item, key));
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withoutHtml(item, name)]),
    );
  return value;
}
