import 'server-only';
import pino from 'pino';
import { env } from '@/lib/env';

/** The one server logger. */
export const logger = pino({
  level: env.LOG_LEVEL,
  base: { app: 'nuancier' },
  timestamp: pino.stdTimeFunctions.isoTime,
});
