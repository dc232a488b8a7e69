import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
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
    files: ['client/src/data/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
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
