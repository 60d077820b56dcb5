import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { serverNodeOptions, standaloneEnv } from './scripts/lib/app-env';

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * Debian's old headless shell when installed (.ci/run installs it): the browser Playwright
 * itself uses for headless runs, a third less CPU than the full browser's headless mode on the
 * same journeys (docs/decisions/ci-pipeline.md). Playwright already passes the CPU-saving
 * switches (--disable-extensions, --mute-audio, --disable-renderer-backgrounding…).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
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
 * Where the client's address comes from (lib/security/ip.ts): the run's server runs as shipped,
 * no proxy in front, the socket's address whatever X-Forwarded-For a client sends
 * (tests/e2e/client-address.spec.ts). Journeys that need their own address per test start a
 * server that trusts one proxy hop, the browser being that proxy (tests/e2e/engagement.spec.ts).
 */
const mainServerEnv = {
  ...(standaloneEnv(port) as Record<string, string>),
  TRUSTED_PROXY_HOPS: '0',
  NODE_OPTIONS: serverNodeOptions(0),
};

/** Journeys against the built app (its standalone server), started by scripts/e2e.ts. */
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
    // CI retries a failed test once and records that retry; a local run (no retries) keeps the
    // failed test's trace. Recording every test cost some 3 % of the run's CPU.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The shop's reduced-motion rules (app/globals.css): dialogs, toasts and transitions reach
    // their end state at once and the swatches' sheen stops, so no journey or scan waits for
    // motion and the browser draws no frame for it (docs/decisions/ci-pipeline.md, « Round 7 »).
    // The animated path keeps a journey of its own (accounts.spec.ts, the first sign-up).
    reducedMotion: 'reduce',
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
  // One server for the run, as shipped: the standalone server of the production path, no
  // trusted proxy. Other instances are started by the specs that need them, for their own tests
  // only (tests/e2e/support/second-instance.ts).
  webServer: {
    command: 'node .next/standalone/server.js',
    env: mainServerEnv,
    url: `http://127.0.0.1:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
