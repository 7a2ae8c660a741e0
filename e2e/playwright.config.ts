import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/lib/chromiumFlags';

const chromiumArgs = CHROMIUM_FLAGS;

/** PORT moves the whole site (shell, slices, API, identity provider) so two copies can run side by side (see scripts/lib/slices.ts). */
const SHELL_PORT = Number(process.env.PORT ?? 8080);

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

/** Playwright drives Debian's Chromium against the production build served as in production. */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  // A wait for what a page draws next; on two busy cores a cold page's code can take seconds to arrive.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${SHELL_PORT}`,
    // A test that fails is traced when it runs again: tracing every run (its screencast and a DOM
    // snapshot at each step) costs about a quarter of the suite's time on two cores.
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    // The phone pass runs only what behaves differently at 390 px (tests tagged @phone): its own
    // layouts, menus and the map/list switch. Everything else is the same code on a phone.
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/site.ts',
    cwd: '..',
    url: `http://localhost:${SHELL_PORT}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    // A first start builds what is missing and loads every home from the local feed.
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
