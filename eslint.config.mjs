// Lint for the server side (libs, services, gateway, tests); web/ has its own config.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'web/', 'coverage/', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { 'import-x': importX },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 3 }],
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Libraries are shared by the apps and never the other way round: nothing under libs/ imports a service or the
    // gateway (the embedded host that starts them all lives in scripts/embedded/, beside the other start drivers).
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@app/gateway',
                '@app/identity',
                '@app/catalog',
                '@app/reviews',
                '@app/chat',
                '@app/billing',
                '@app/admin-audit',
                '**/services/**',
                '**/gateway/**',
              ],
              message: 'libs/ may not import a service or the gateway; put shared code in a lib instead.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
