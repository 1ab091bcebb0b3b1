import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Feature folders: each may import only itself among features (plus the ones planned). */
const FEATURES = [
  ...new Set([
    'live',
    'channels',
    'devices',
    'missions',
    'jobs',
    'flights',
    'analytics',
    'media',
    ...(fs.existsSync('src/features') ? fs.readdirSync('src/features') : []),
  ]),
];

const boundaryZones = [
  // features never import each other; routes compose them.
  ...FEATURES.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'A feature never imports another feature: compose them in a route.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature never imports app/: shared UI is in components/, server resources in lib/resources/.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/app', './src/routes'],
    message: 'lib/ is shared code: it never imports features, app or routes.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/app', './src/routes'],
    message: 'components/ are shared primitives: they never import features, app or routes.',
  },
  {
    target: './src/app',
    from: ['./src/features', './src/routes'],
    message: 'app/ never imports features or routes (routes compose them).',
  },
  { target: './src', from: './server', message: 'The SPA never reaches into server/.' },
  // The flight-log readers and the geofence check are plain TypeScript the service shares with the
  // dashboard, so the service reads and refuses exactly what the dashboard shows.
  {
    target: './server',
    from: './src',
    except: ['./lib/contract', './lib/flight-logs', './lib/geo/geofence-route-check.ts', './lib/geo/polygon-index.ts'],
    message: 'server/ shares only src/lib/contract, src/lib/flight-logs and the geofence check with the SPA.',
  },
  { target: './server/domain', from: './server/http', message: 'Domain rules never know their transport.' },
  {
    target: './server/domain',
    from: './server/seed',
    message: 'Seeding and benchmark data live in server/seed; the domain never needs them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.tmp/**',
      'docs/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'default'],
          tsconfig: { configFile: './tsconfig.json' },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    // No barrel files inside features: import what you use from where it lives.
    files: ['src/features/**/index.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: 'No barrel index files in features.' }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
