import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { noFeatureLoops } from './scripts/lint/no-feature-loops.mjs'
import { noCollectionName, noDataCast } from './scripts/lint/firestore-through-collections.mjs'

export default tseslint.config(
  {
    ignores: ['build/', 'dist/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../routes/*', '~/routes/*'],
              message: 'routes import features, never the reverse',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/platform/**', 'app/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/features/*', '~/routes/*', '../features/*', '~/core/*'],
              message: 'platform and ui know no feature',
            },
          ],
        },
      ],
    },
  },
  {
    // no feature imports one that imports it back (docs/architecture.md)
    files: ['app/features/**/*.{ts,tsx,mjs}'],
    plugins: { threshold: { rules: { 'no-feature-loops': noFeatureLoops } } },
    rules: { 'threshold/no-feature-loops': 'error' },
  },
  {
    // the types every feature shares (a home): they know no feature, and features build on them
    files: ['app/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/features/*', '~/routes/*', '../features/*'],
              message: 'core knows no feature',
            },
          ],
        },
      ],
    },
  },
  {
    // code that can reach the browser formats en-US numbers and dates with ~/ui/format (ADR 014)
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}', 'app/**/*.test.{ts,tsx}', 'app/entry.server.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Intl costs the browser ~18 ms of ICU start-up; use ~/ui/format (ADR 014)',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
          message: 'toLocale* starts ICU in the browser; use ~/ui/format (ADR 014)',
        },
      ],
    },
  },
  {
    // Firestore data is read through its collection module, which checks it (ADR 067)
    files: ['app/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['app/core/data/**'],
    plugins: { firestore: { rules: { 'no-data-cast': noDataCast } } },
    rules: { 'firestore/no-data-cast': 'error' },
  },
  {
    // and each collection is named once, in that module
    files: ['app/features/**/*.{ts,tsx}', 'app/routes/**/*.{ts,tsx}', 'app/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}', 'app/**/*.test-data.ts', 'app/**/*.fixture.ts'],
    plugins: { collections: { rules: { 'no-collection-name': noCollectionName } } },
    rules: { 'collections/no-collection-name': 'error' },
  },
  {
    // playwright fixtures hand values on with a function named `use`, which is not a react hook
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
)
