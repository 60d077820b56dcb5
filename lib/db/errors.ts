/** Postgres' error code of a failed query, whether Drizzle wrapped the driver's error or not. */
function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique constraint refused the row (`23505`). */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** A foreign key refused the row (`23503`): it names a row that does not exist (any more). */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';
