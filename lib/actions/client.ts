import 'server-only';
import type { z } from '@/lib/zod';
import { getCaller, isAdmin, isSignedIn, type Admin, type Caller, type SignedIn } from '@/lib/auth';
import { isServiceUnavailable } from '@/lib/db/availability';
import { getT } from '@/lib/i18n/server';
import { logger } from '@/lib/log/server';
import { withoutHtml } from '@/lib/validation/plain-input';

/**
 * The one action client (dub's `safe-action` is the model). Every Server Action is built here:
 * who is calling (`lib/auth`) → zod parse → domain → cache invalidation (the domain's function
 * in `lib/cache/invalidate.ts`) → one typed result with French errors. It never throws: bad
 * input, a refused caller, a domain refusal (`ActionError`) and an unexpected failure all come
 * back as `{ ok: false }`, so no body sent to an action gives a 500.
 *
 * The caller is resolved before the input is parsed, so a refused caller learns nothing about
 * the input's shape.
 */

export type FieldErrors = Record<string, string>;
export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: string; fieldErrors: FieldErrors; code?: ActionFailure };
export type ActionFailure = 'invalid' | 'unauthenticated' | 'forbidden' | 'refused' | 'unexpected';

/** A refusal the domain explains to the user in French (stock, promo code, state…). */
export class ActionError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ActionError';
  }
}

type Definition<S extends z.ZodType, T, C extends Caller> = {
  /** Written in logs when the domain fails unexpectedly (never the input: it may hold personal data). */
  name: string;
  input: S;
  /** `action` is the definition's name (the admin audit log records it). */
  handler: (input: z.output<S>, ctx: { caller: C; action: string }) => Promise<T>;
  /** Cache invalidation after a successful write: call the domain's invalidation function. */
  invalidate?: (data: T, input: z.output<S>) => void;
  /** The French message for an unexpected failure, when the domain has a better one. */
  failure?: () => string;
};

export type Action<S extends z.ZodType, T> = (
  raw: z.input<S> | unknown,
) => Promise<ActionResult<T>>;

/**
 * Every action's input schema by the action's name, as the actions are built: what
 * lib/validation/french-messages.test.ts feeds bad input to (an action's module may only
 * export async functions, so its schema cannot be imported).
 */
const inputSchemas = new Map<string, z.ZodType>();
export function actionInputSchemas(): ReadonlyMap<string, z.ZodType> {
  return inputSchemas;
}

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

function fail(code: ActionFailure, error: string, fieldErrors: FieldErrors = {}) {
  return { ok: false as const, code, error, fieldErrors };
}

function build<S extends z.ZodType, T, C extends Caller>(
  allow: (caller: Caller) => { ok: true; caller: C } | { ok: false; result: ActionResult<T> },
  definition: Definition<S, T, C>,
): Action<S, T> {
  inputSchemas.set(definition.name, definition.input);
  return async (raw) => {
    const t = getT('actions');
    let caller: Caller;
    try {
      caller = await getCaller();
    } catch (error) {
      logger.error({ err: error, action: definition.name }, 'action : appelant inconnu');
      return fail('unexpected', t(isServiceUnavailable(error) ? 'unavailable' : 'unexpected'));
    }
    const allowed = allow(caller);
    if (!allowed.ok) return allowed.result;
    // Spec: « All text inputs are stripped of HTML before validation » (passwords aside).
    const parsed = definition.input.safeParse(withoutHtml(raw));
    if (!parsed.success) return fail('invalid', t('invalid'), fieldErrorsOf(parsed.error));
    try {
      const data = await definition.handler(parsed.data, {
        caller: allowed.caller,
        action: definition.name,
      });
      definition.invalidate?.(data, parsed.data);
      return { ok: true, data };
    } catch (error) {
      if (error instanceof ActionError) return fail('refused', error.message, error.fieldErrors);
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      logger.error(
        { action: definition.name, reason: cause instanceof Error ? cause.message : String(cause) },
        'action en échec',
      );
      return fail('unexpected', definition.failure?.() ?? t('unexpected'));
    }
  };
}

/** Anyone may call it (contact form, newsletter, visitor cart pricing…). */
export function publicAction<S extends z.ZodType, T>(definition: Definition<S, T, Caller>) {
  return build<S, T, Caller>((caller) => ({ ok: true, caller }), definition);
}

/** A signed-in customer (admins included). */
export function customerAction<S extends z.ZodType, T>(definition: Definition<S, T, SignedIn>) {
  return build<S, T, SignedIn>(
    (caller) =>
      isSignedIn(caller)
        ? { ok: true, caller }
        : { ok: false, result: fail('unauthenticated', getT('actions')('signInRequired')) },
    definition,
  );
}

/** A verified administrator only; the check is made here, for every admin action. */
export function adminAction<S extends z.ZodType, T>(definition: Definition<S, T, Admin>) {
  return build<S, T, Admin>(
    (caller) =>
      isAdmin(caller)
        ? { ok: true, caller }
        : {
            ok: false,
            result: isSignedIn(caller)
              ? fail('forbidden', getT('actions')('forbidden'))
              : fail('unauthenticated', getT('actions')('signInRequired')),
          },
    definition,
  );
}
