import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Each e-mail component from its own package: the `@react-email/components` barrel also
    // loads Tailwind's compiler and Prism (about 1 s of CPU in every process that imports an
    // e-mail template: server, worker, each test file). docs/decisions/ci-pipeline.md.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@react-email/components',
              message:
                'Importer chaque composant depuis son paquet (@react-email/text…) : le paquet groupé charge Tailwind et Prism à chaque import.',
            },
          ],
        },
      ],
    },
  },
  {
    // The storefront's islands join their classes with clsx: `cn` (tailwind-merge, 8.6 kB
    // compressed) would come with the scripts of every catalogue, product and colour page
    // (issue 12's budget). Shop controls that need to merge Tailwind classes over their own are
    // in components/ui.
    files: ['components/{catalogue,colour,product,pricing,layout}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/utils',
              message:
                'Joindre les classes avec clsx : tailwind-merge alourdirait les scripts des pages du catalogue (issue 12).',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.data/**',
    // Scratch files, among them the bench's generated bare app (bench/lib/bare-app.ts).
    '.tmp/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
