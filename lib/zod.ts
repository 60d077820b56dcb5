import { z } from 'zod';
import messages from '../messages/fr.json' with { type: 'json' };
import { UUID_PATTERN } from './uuid';

/**
 * The one door to zod (issue 34 §6): every module imports `z` from here, never from 'zod', so
 * the French error map is configured in every process that parses — server actions, route
 * handlers, the job worker and scripts (lib/env.ts imports it too) and the browser bundles of
 * the forms (their schemas import this module). A message given on a schema still wins; the map
 * only answers the issues a schema left without one (zod's own English otherwise).
 * tests/architecture/zod-import.test.ts refuses any other import of 'zod' under lib/, app/ and
 * components/. It sits at lib/ top level, apart from lib/validation, because lib/env.ts needs it
 * and lib/validation depends on domains that read lib/env.ts (tests/architecture/domain-cycles).
 */

type RawIssue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

/**
 * The spec's validation messages and the generic ones (messages/fr.json `validation`). The
 * import attribute lets plain Node ESM load it too (Playwright's e2e support reads lib/env.ts).
 */
const M = messages.validation;

function fill(template: string, values: Record<string, string | number | bigint>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * zod's issues in the shop's words (messages/fr.json `validation`): an absent value is the
 * spec's « Ce champ est requis », a wrong e-mail its « Email invalide », and the rest short
 * French sentences a customer can read. Never the expected type or a regular expression.
 */
function frenchIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? M.required : M.invalidInput;
    case 'too_small': {
      const minimum = issue.minimum;
      if (issue.origin === 'string') {
        return Number(minimum) <= 1 ? M.required : fill(M.tooShort, { minimum });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return fill(M.tooFewItems, { minimum });
      }
      if (issue.origin === 'date') return M.invalidDate;
      return fill(issue.inclusive === false ? M.numberTooSmallExclusive : M.numberTooSmall, {
        minimum,
      });
    }
    case 'too_big': {
      const maximum = issue.maximum;
      if (issue.origin === 'string') return fill(M.tooLong, { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') {
        return fill(M.tooManyItems, { maximum });
      }
      if (issue.origin === 'date') return M.invalidDate;
      return fill(issue.inclusive === false ? M.numberTooBigExclusive : M.numberTooBig, {
        maximum,
      });
    }
    case 'invalid_format':
      if (issue.format === 'email') return M.emailInvalid;
      if (issue.format === 'datetime' || issue.format === 'date') return M.invalidDate;
      return M.invalidFormat;
    case 'not_multiple_of':
      return M.invalidNumber;
    case 'invalid_value':
      return M.invalidChoice;
    default:
      return M.invalidInput;
  }
}

z.config({ localeError: frenchIssueMessage });

/**
 * A UUID field (lib/uuid.ts's one shape), answered by `error` when absent or malformed. Not
 * zod's `z.uuid()`, which also demands RFC 9562's version and variant digits: one rule for the
 * forms, the URLs and the rows, whatever wrote the id.
 */
export function uuidField(error: string) {
  return z.string({ error }).regex(UUID_PATTERN, { error });
}

export { z };
