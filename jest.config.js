// One jest configuration, three projects: unit (no I/O), integration (real Postgres, RabbitMQ, Redis)
// and system (whole services as separate processes). Browser tests live in web/e2e (Playwright).
const swcTransform = ['@swc/jest', require('./scripts/setup/swc-options.cjs')];

const aliases = {
  '^@app/(config|contracts|database|messaging|auth-context|service-kit|testing)$': '<rootDir>/libs/$1/src',
  '^@app/gateway$': '<rootDir>/gateway/src',
  '^@app/(identity|catalog|reviews|chat|billing|admin-audit)$': '<rootDir>/services/$1/src',
};

const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swcTransform },
  moduleNameMapper: aliases,
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/data/', '<rootDir>/web/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{libs,services,gateway,scripts}/**/*.spec.ts', '<rootDir>/test/architecture/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{libs,services,gateway}/**/*.integration-spec.ts'],
      // jest 30 ignores testTimeout inside a project, so each project sets it in a setup file.
      setupFilesAfterEnv: ['<rootDir>/test/setup/integration-timeout.ts'],
    },
    {
      ...common,
      displayName: 'system',
      testMatch: ['<rootDir>/test/system/**/*.system-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/system-timeout.ts'],
    },
  ],
};
