import { VALIDATION } from './messages';
import { z } from '@/lib/zod';

/**
 * The one text building block of every schema a visitor or customer submits (issue 34 §6).
 * C0 control characters and DEL never reach the database: Postgres refuses `\0` in a text
 * column (the answer used to be « Une erreur inattendue s'est produite. »), and the others
 * have no place in a name, an address or a code. A text area keeps tab and line breaks
 * (`multiline`). The refusal is the field's own error, « Ce champ contient des caractères non
 * autorisés », before any HTML stripping or trimming, and stops that field's other checks.
 */
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

export type TextOptions = {
  /** The message when the value is not a string at all (the field's own one). */
  message?: string;
  /** A text area: tab, line feed and carriage return are allowed. */
  multiline?: boolean;
};

export function textInput(options: TextOptions = {}) {
  const multiline = options.multiline ?? false;
  return z
    .string(options.message ? { error: options.message } : undefined)
    .refine((value) => !hasControlCharacters(value, multiline), {
      error: VALIDATION.controlCharacters,
      abort: true,
    });
}
