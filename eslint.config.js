// ESLint for the whole repository (`npm run lint`, and a suite of `npm test`): the recommended
// JavaScript and typescript-eslint rules, and React's rules of hooks, over the widget, the element,
// the tennis app, the local stack, the scripts and the tests. Formatting is Prettier's job.
import './scripts/lint/typescript-6-api.js';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'dist/',
    'pack/',
    '.test-results/',
    // Written by scripts/messages.ts from the JSON catalogues.
    'src/i18n/compiled/',
    // Projects of their own (Angular, Next.js, a plain page) that install the packed package; one
    // file is wrong on purpose, for the type check the end-to-end test expects to fail.
    'tests/e2e/package-fixture/',
  ]),
  // A disable comment that no longer disables anything goes, rather than staying as a stale excuse.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // The type checker reports unknown names in TypeScript; the few JavaScript files run in
      // browsers or in Node, whose globals ESLint would need a list of.
      'no-undef': 'off',
      // The expressions that name control characters (\x00-\x1f, an ANSI escape) look for them on purpose.
      'no-control-regex': 'off',
      // A `let` that a closure reads before its one assignment (the worker's MCP endpoint, the Court's
      // session store) cannot become a `const` where it is declared.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `interface A extends B {}` adds B's members to a global map (HTMLElementEventMap) or names it.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `declare module 'react' { namespace JSX { … } }` is how <court-login> joins React's JSX types.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        // `_name` keeps a parameter for its position; a rest sibling leaves the named fields out.
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // React code: the widget, the element, the tennis app, the benchmark pages and the tests. The
    // local provider, the testing kit and the local stack's servers and gallery are not React: their `use…` functions (useLinkToken,
    // useWallet) are not hooks.
    files: ['**/*.{ts,tsx}'],
    ignores: ['demo/**/*.ts', 'local-provider/**/*.ts', 'testing/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // A dependency list that leaves something out says why, in a disable comment.
      'react-hooks/exhaustive-deps': 'error',
      // The plugin's other recommended rules judge code by what the React Compiler can memoize; the
      // widget is not built with it, and they flag deliberate patterns (a ref that holds the latest
      // value read during render, a component looked up in a module-level map), so they are off.
    },
  },
  {
    files: ['tests/**', 'scripts/**'],
    rules: {
      // Tests and scripts read servers' JSON answers field by field and poke at page globals;
      // `any` there means "whatever came back", which the assertions then check.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // Chai asserts with property reads: `expect(button).to.exist`.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
);
