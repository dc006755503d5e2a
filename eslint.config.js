import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * A web feature's files sit one to three folders below `web/src/features/<area>/`; a relative import
 * that climbs out of the area (`../` from its top, `../../` from `api/`, ...) reaches another feature.
 * One block per depth, each with the whole pattern list (a later block replaces the rule's options).
 */
function webFeatureBoundaries() {
  const crossFeature = {
    regex: '^@/features/',
    message:
      'A feature does not import another feature (its own files are imported relatively): move what both need to lib/ or components/, or compose them in app/.',
  };
  const upward = {
    regex: '^@/app/',
    message: 'A feature does not import app/ (the routes and layouts compose the features).',
  };
  const feature = 'web/src/features/*';
  return [1, 2, 3].map((depth) => ({
    files: [`${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [crossFeature, upward, { regex: `^(\\.\\./){${depth},}`, message: crossFeature.message }],
        },
      ],
    },
  }));
}

/**
 * A platform module's files sit in `services/mock-upstream/src/modules/<module>/` or one folder below
 * (the demo vendor's games). Another module is `../<other>/` from the top and `../../<other>/` from
 * below; it is entered through a file named `<other>.*.ts` at its top, never through its routes.
 */
function platformModuleBoundaries() {
  const modules = 'services/mock-upstream/src/modules/*';
  return [1, 2].map((depth) => ({
    files: [`${modules}/${'*/'.repeat(depth - 1)}*.ts`],
    ignores: ['**/*.test.ts', '**/*.test-*.ts', '**/*.fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}([a-z-]+)/(?!\\2\\.[^/]+$)`,
              allowTypeImports: true,
              message:
                'A module enters another only through the files named after it (`<module>.*.ts`): import from one of those, or have the other module export what you need there.',
            },
            {
              regex: `^(\\.\\./){${depth}}[a-z-]+/[^/]+\\.routes\\.js$`,
              message: "A module does not import another module's routes: app.ts registers them.",
            },
          ],
        },
      ],
    },
  }));
}

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
  // No import cycles anywhere in the TypeScript (docs/ARCHITECTURE.md): a cycle means two files share
  // a concept that belongs to one of them (move it there) or are one file cut in two (merge them).
  // The TypeScript resolver follows the `.js` specifiers to the `.ts` sources, the workspace packages
  // and the web's `@/` alias. The rule skips `import type`; `pnpm lint:cycles` (dpdm) catches those.
  {
    files: ['services/**/*.ts', 'packages/**/*.ts', 'web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Gateway boundaries (docs/ARCHITECTURE.md): a feature never imports another feature, and the
  // layers below the features never import one (the composition root, trpc/router.ts and app.ts,
  // wires them together). Tests, and the test-only modules beside them (*.test-setup.ts,
  // *.test-cases.ts), may reach across.
  {
    files: ['services/gateway/src/features/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-*.ts'],
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
      '**/*.test-*.ts',
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
  // Platform (mock-upstream) boundaries (docs/ARCHITECTURE.md): lib/ and db/ are the layers below the
  // modules and never import one (the demo data in db/seed/ is written through the
  // modules' own rules, and is exempt). A module runs another only through the files named after it
  // (`<module>.*.ts` directly in its folder: its service, repository, common helpers), never its
  // other files, its sub-folders or its routes; naming a type is not running code. Tests and their
  // helpers may reach across.
  ...platformModuleBoundaries(),
  {
    files: ['services/mock-upstream/src/lib/**/*.ts', 'services/mock-upstream/src/db/**/*.ts'],
    ignores: ['**/*.test.ts', 'services/mock-upstream/src/db/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message:
                'lib/ and db/ do not import a module, not even its types: move what both need down here (row types are db/rows.ts), or let the module hand it in.',
            },
          ],
        },
      ],
    },
  },
  // Web boundaries (docs/ARCHITECTURE.md): a feature imports its own files relatively and never
  // another feature (what two features need moves down to lib/ or components/, or the composition
  // moves up to app/); lib/ and components/ never import a feature or app/. Tests may reach across.
  ...webFeatureBoundaries(),
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(features|app)/|^(\\.\\./)+(features|app)/',
              message: 'lib/ and components/ do not import a feature or app/: they are the layer below both.',
            },
          ],
        },
      ],
    },
  },
  // Non-null assertions are an error in source (tests may assert what they just set up).
  {
    files: ['web/src/**/*.{ts,tsx}', 'services/*/src/**/*.ts', 'packages/*/src/**/*.ts', 'scripts/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'web/src/testing/**',
      'services/*/src/test/**',
      'packages/*/src/testing/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
