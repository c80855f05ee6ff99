/**
 * One jest run for the unit, contract, integration and reliability (fault suite) layers. Tests run in node by default;
 * React tests opt into jsdom with a `@jest-environment jsdom` docblock.
 */
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['<rootDir>/tests/{unit,contract,integration,reliability}/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^server-only$': '<rootDir>/tests/setup/server-only.ts', '^@/(.*)$': '<rootDir>/$1' },
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  collectCoverageFrom: ['lib/**/*.{ts,tsx}', '!lib/**/*.d.ts'],
  coverageThreshold: { global: {}, './lib/catalog/': { lines: 95 } },
  coverageReporters: ['text-summary', 'json-summary'],
  testTimeout: 30_000,
};

/** Packages published only as ES modules, which jest's CommonJS runtime must have transformed. */
// use-intl and its message formatter: tests/unit/i18n holds the browser's formatter to next-intl's.
const ESM_ONLY_PACKAGES = ['jose', 'use-intl', 'intl-messageformat', '@formatjs'];

export default async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
};
