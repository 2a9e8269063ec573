import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (no browser download), against the product as `npm start` runs it: the
 * embedded host from the build (`npm run build` first), on its own ports and a fresh data folder, so it never
 * meets a developer's running copy. With E2E_BASE_URL they run against that server instead.
 */
const externalBaseUrl = process.env.E2E_BASE_URL;
// E2E_PORT lets several engineers run the suite side by side; the other ports and the data folder follow it.
const productPort = Number(process.env.E2E_PORT ?? 3999);
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: jsonReport ? [['list'], ['json']] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${productPort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `rm -rf ../dist/e2e-data-${productPort} && node ../dist/scripts/embedded/main.js`,
        cwd: '.',
        env: {
          PORT: String(productPort),
          HOST: '127.0.0.1',
          DATA_DIR: `../dist/e2e-data-${productPort}`,
          EMBEDDED_DB_PORT: String(productPort + 50340),
          SERVICE_PORT_BASE: String(productPort + 1000),
          LOG_LEVEL: 'warn',
          // A known admin for tests that moderate, approval without the billing flow, and room for many sign-ups
          // from one address.
          ADMIN_EMAIL: 'admin@e2e.test',
          ADMIN_PASSWORD: 'Admin#E2e2026',
          REQUIRE_SUBSCRIPTION_FOR_APPROVAL: 'false',
          RATE_LIMIT_MULTIPLIER: '20',
        },
        url: `http://127.0.0.1:${productPort}/api/categories`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
