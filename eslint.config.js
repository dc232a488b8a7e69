import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Triggers that read and write through data/ directly. Empty: the ingest/store pipeline has its
 * workflow files now (functions/src/workflows/). Do not add to this list.
 */
const TRIGGERS_WITH_DATA_ACCESS = [];

/** What no data/ file imports: the layers above it. */
const DATA_LAYER_PATTERNS = [
  { group: ['**/workflows/*', '**/triggers/*'], message: 'data/ holds reads and writes only.' },
];

/** data/ takes domain/ types only: a decision is a planner the workflow passes in. */
const DATA_NO_DOMAIN_VALUES = {
  group: ['**/domain/*'],
  allowTypeImports: true,
  message: 'data/ reads and commits; decisions are domain/ planners that a workflow passes in (type imports are fine).',
};

/**
 * What a data file (functions and client) may take from @neuron/shared as a value: schemas
 * (`…Schema`, `loadDocument`, which reads a document with its schema, and `parseStored…`, which
 * reads a stored value with its schema, the one reader of it), constants (UPPER_CASE) and paths.
 * A decision in shared code is called by a workflow or a store, which passes it in or passes its
 * answer. The catalogue's wording is not a constant a data file may take
 * (`…_MESSAGE(S)`, `…_ERROR(S)`, `…_TEXT(S)`, `…_BUTTONS`, `SOMETHING_WENT_WRONG`): what a user
 * reads is chosen by a workflow or a store.
 */
const DATA_SHARED_VALUES = {
  group: ['@neuron/shared'],
  allowTypeImports: true,
  allowImportNamePattern:
    '^(?![A-Z0-9_]*(_MESSAGES?|_ERRORS?|_TEXTS?|_BUTTONS|WENT_WRONG)$)([A-Z][A-Z0-9_]*|[A-Za-z]+Schema|loadDocument|parseStored[A-Za-z]+|[a-z][A-Za-z]*Paths?)$',
  message:
    'data/ reads and writes: from @neuron/shared it takes schemas, paths and constants; a decision is called by a workflow or a store.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'functions/bench/lib/**',
      'client/dist/**',
      'coverage/**',
      '.emulators/**',
      '.emulator-data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Layering: components and stores never talk to Firebase directly; client/src/data does.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase/*'], message: 'Only client/src/data may import firebase.' }] },
      ],
    },
  },
  {
    // The client's data layer is the only code that imports firebase; like functions' data/, it
    // reads and writes and decides nothing.
    files: ['client/src/data/**/*.ts'],
    ignores: ['client/src/data/**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [DATA_SHARED_VALUES] }],
    },
  },
  {
    // One styled select (issue 46): a bare <select> sat unstyled beside the styled inputs.
    files: ['client/src/**/*.tsx'],
    ignores: ['client/src/features/forms/Select.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='select']",
          message: 'Use the one styled select, features/forms/Select.tsx.',
        },
      ],
    },
  },
  {
    // Screens render and call stores: they never reach into the data layer, not even for a type
    // (the documents' types come from client/src/stores/models.ts or @neuron/shared), and read
    // through the stores' read hooks rather than calling the transport themselves.
    files: ['client/src/features/**/*.{ts,tsx}', 'client/src/app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/data', '**/data/*'],
              message:
                'Screens read through the stores (their read hooks) and write through stores, not client/src/data (types: stores/models).',
            },
            {
              group: ['**/stores/useLive'],
              allowTypeImports: true,
              message:
                "Screens read through a store's read hook (e.g. stores/rules/ruleReads.ts), which names the transport call; not useLive/useRead themselves.",
            },
          ],
        },
      ],
    },
  },
  {
    // Pure domain: decisions only, no Firebase, no I/O, no layer above it.
    files: ['functions/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin', 'firebase-admin/*', '@google-cloud/firestore'],
              message: 'domain/ is pure: Firestore is data/.',
            },
            {
              group: ['firebase-functions', 'firebase-functions/*'],
              message: 'domain/ returns codes, not framework errors.',
            },
            {
              group: ['**/data/*', '**/workflows/*', '**/triggers/*'],
              message: 'domain/ imports only domain/ and @neuron/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // Triggers parse their input and call one workflow; Firestore is reached only through data/.
    files: ['functions/src/triggers/**/*.ts'],
    ignores: TRIGGERS_WITH_DATA_ACCESS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin', 'firebase-admin/*'],
              message: 'Triggers do not touch Firestore: call a workflow.',
            },
            {
              group: ['**/data/*', '!**/data/app.js', '!**/data/paths.js'],
              message: 'Triggers call a workflow (functions/src/workflows), not the data layer.',
            },
            // callableInput.js and systemJob.js are the triggers' helpers (a callable's parse and
            // answer; a scheduled job's per-system Pub/Sub trigger), not triggers.
            {
              group: ['./*', '!./callableInput.js', '!./systemJob.js'],
              message: 'A trigger does not import another trigger.',
            },
          ],
        },
      ],
    },
  },
  {
    // Workflows orchestrate domain decisions and data-layer reads/writes; Firestore itself is data/.
    files: ['functions/src/workflows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin', 'firebase-admin/*', '@google-cloud/firestore', '**/data/admin.js'],
              message: 'Workflows reach Firestore through data/ functions.',
            },
            { group: ['**/triggers/*'], message: 'Workflows do not import triggers.' },
          ],
        },
      ],
    },
  },
  {
    // Data access reads, writes and runs transactions; the decisions are domain/ planners that a
    // workflow passes in (their types are fine here, their functions are not).
    files: ['functions/src/data/**/*.ts'],
    // A data file's unit test may build its planners and guards from domain/ and shared code.
    ignores: ['functions/src/data/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...DATA_LAYER_PATTERNS, DATA_NO_DOMAIN_VALUES, DATA_SHARED_VALUES] },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      // The shared package is pure: no Firebase, no Node or browser I/O.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase*', 'firebase-admin*', 'node:*'], message: 'shared/ is pure code.' }] },
      ],
    },
  },
  {
    files: ['client/public/**/*.js', 'client/src/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
