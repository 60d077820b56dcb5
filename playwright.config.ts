import { defineConfig, devices } from '@playwright/test';
import { serverNodeOptions } from './scripts/lib/app-env';

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * A second `next start` on the same database (tests/e2e/cache-instances.spec.ts): what is
 * written through one instance must show on the other.
 */
const secondPort = port + 1;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/**
 * Where the client's address comes from (lib/security/ip.ts). The first server runs as
 * shipped: no proxy in front, the socket's address, whatever X-Forwarded-For a client sends
 * (tests/e2e/client-address.spec.ts). The second plays a shop behind one trusted proxy, the
 * browser being that proxy: journeys that need their own address per test send one
 * (tests/e2e/engagement.spec.ts).
 */
const mainServerEnv = {
  ...(process.env as Record<string, string>),
  TRUSTED_PROXY_HOPS: '0',
  NODE_OPTIONS: serverNodeOptions(0),
};
const secondServerEnv = {
  ...(process.env as Record<string, string>),
  TRUSTED_PROXY_HOPS: '1',
  NODE_OPTIONS: serverNodeOptions(1),
};

/** Journeys against the built app (`next start`), started by scripts/e2e.ts. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: /\.mobile\.spec\.ts$/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testMatch: /\.mobile\.spec\.ts$/,
    },
  ],
  webServer: [port, secondPort].map((p) => ({
    command: `npx next start -H 127.0.0.1 -p ${p}`,
    env: p === port ? mainServerEnv : secondServerEnv,
    url: `http://127.0.0.1:${p}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
