import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'services/mock-upstream/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Gateway boundaries (docs/ARCHITECTURE.md): a feature never imports another feature, and the
  // layers below the features never import one (the composition root, trpc/router.ts and app.ts,
  // wires them together). Tests may reach across.
  {
    files: ['services/gateway/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^.]',
              message:
                'A feature does not import another feature: move what both need to a lower layer (platform/, trpc/, session/).',
            },
            {
              regex: '(^|/)(app|server)\\.js$|/trpc/router\\.js$',
              message: 'Features do not import the composition root.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['services/gateway/src/*/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'services/gateway/src/features/**',
      'services/gateway/src/trpc/router.ts',
      'services/gateway/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/',
              message:
                'A lower layer does not import a feature: let app.ts hand it in (see realtime broadcasts).',
            },
            {
              regex: '(^|/)(app|server)\\.js$|/trpc/router\\.js$|^\\./router\\.js$',
              allowTypeImports: true,
              message: 'Lower layers do not import the composition root (types aside).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
