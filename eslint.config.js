import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const appAlias = { group: ['~/*'], message: 'Import app code through #app/...' }

/**
 * The layers of app/ (docs/decisions/011-layout.md): each folder may import only the folders below it.
 * `forbidden` names the folders a layer must not reach, through `#app/…` or a relative path alike.
 */
function layer(files, forbidden, { allow = [], why }) {
  const group = forbidden.flatMap((folder) =>
    folder.endsWith('.tsx') ? [`#app/${folder}`, `**/${folder}`] : [`#app/${folder}/**`, `**/${folder}/**`],
  )
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [appAlias, { group: [...group, ...allow.map((path) => `!${path}`)], message: why }] },
      ],
    },
  }
}

export default tseslint.config(
  { ignores: ['build/', 'public/build/', 'node_modules/', '.tools/', 'data/', '.e2e-data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [appAlias] }],
    },
  },
  layer(['app/config/**'], ['jobs', 'domain', 'validation', 'models', 'services', 'utils', 'components', 'routes', 'content', 'seed', 'root.tsx'], {
    why: 'config/ is the bottom layer: addresses and the association\'s identity import nothing of the app.',
  }),
  layer(['app/domain/**'], ['jobs', 'validation', 'models', 'services', 'utils', 'components', 'routes', 'content', 'seed', 'root.tsx'], {
    why: 'domain/ holds browser-safe rules and lists: it imports config/ and domain/ only.',
  }),
  layer(['app/validation/**'], ['jobs', 'models', 'services', 'utils', 'components', 'routes', 'content', 'seed', 'root.tsx'], {
    why: 'validation/ holds the schemas and written-out constraints: it imports domain/ and config/ only.',
  }),
  layer(['app/models/**'], ['jobs', 'validation', 'services', 'utils', 'components', 'routes', 'content', 'seed', 'root.tsx'], {
    why: 'models/ holds Mongoose schemas and queries: it imports domain/ and config/ only.',
  }),
  layer(['app/utils/**'], ['jobs', 'services', 'components', 'routes', 'content', 'seed', 'root.tsx'], {
    why: 'utils/ is infrastructure: it serves the services and routes, never the other way round.',
  }),
  layer(['app/services/**'], ['jobs', 'components', 'routes', 'content', 'seed', 'root.tsx'], {
    why: 'services/ take and give plain values: no components, no routes.',
  }),
  layer(['app/jobs/**'], ['routes', 'components', 'enhance', 'root.tsx'], {
    why: 'jobs/ are what runs on a schedule or at start-up: they call services and models, never pages.',
  }),
  layer(['server/**', 'server.ts'], ['models', 'seed', 'routes', 'components', 'enhance', 'content'], {
    why: 'server/ is the web server (start-up, headers, caching, the request log, outage answers): it reaches the data through app/jobs and app/services, never a model.',
  }),
  layer(['app/routes/**', 'app/root.tsx', 'app/root.server.ts', 'app/entry.server.tsx', 'app/entry.client.tsx'], ['models', 'seed', 'jobs'], {
    why: 'Routes call services, services call models (../shared/STYLE.md section 2): a route reaches the database only through app/services/.',
  }),
  layer(['app/components/**'], ['jobs', 'services', 'models', 'routes', 'seed', 'root.tsx'], {
    why: 'components/ draw what they are given: the data shapes they need live in domain/.',
  }),
  layer(['app/locales/**'], ['jobs', 'config', 'validation', 'models', 'services', 'utils', 'components', 'routes', 'content', 'seed', 'root.tsx'], {
    why: 'locales/ holds the words and their lookup: it imports domain/ (the list of languages) only.',
  }),
  layer(['app/enhance/**'], ['jobs', 'validation', 'models', 'services', 'utils', 'components', 'routes', 'content', 'seed', 'root.tsx', 'locales'], {
    why: 'enhance/ holds the plain scripts of pages that are not hydrated: they import config/ and domain/ only.',
  }),
  layer(['app/content/**'], ['jobs', 'validation', 'models', 'services', 'utils', 'components', 'routes', 'seed', 'root.tsx'], {
    why: 'content/ is the pages\' copy: it imports config/ and domain/ only.',
  }),
  {
    // Playwright fixtures call `use`, and `useTestServer` is no React hook: the hook rules do not apply here.
    files: ['tests/**', '**/*.test.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // A test reads the calendar through the clock (`#tests/clock.ts`, `#app/domain/clock.ts`), never from a
    // Date of its own: naming the clock is what puts a file in the pinned-clock run (vitest.config.ts).
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    ignores: ['tests/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(get|getUTC)(FullYear|Month|Date|Day)$|^to(Date|LocaleDate)String$/]`,
          message: 'Read the calendar through #tests/clock.ts (today, thisYear, daysAgo): that puts the file in the pinned-clock run.',
        },
        {
          selector: `CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString']`,
          message: 'Read the calendar through #tests/clock.ts (today, thisYear, daysAgo): that puts the file in the pinned-clock run.',
        },
      ],
    },
  },
)
