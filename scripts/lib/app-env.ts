/** The environment the Next.js processes get: the database URL decided by the launcher. */
export function appEnv(databaseUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    EMBEDDED_DATABASE_URL: databaseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}
