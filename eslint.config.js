// Lint: TypeScript hygiene plus the architecture rules of design.md.
// The layer rules are `no-restricted-imports` patterns per folder:
//  - a Feature-Sliced layer imports only from layers below it;
//  - a slice is used by others only through its index.ts (`@/widgets/header`, never deeper),
//    and a relative import never leaves its slice (slices/no-cross-slice-relative below);
//  - machines/ stay pure (no React, router, fetch or storage);
//  - eslint-plugin-boundaries checks the same layers and slices on the resolved file
//    (eslint/alias-resolver.cjs), so a relative path cannot slip past them;
//  - the server reaches into src/ only for the wire contract.
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import path from 'node:path'
import boundaries from 'eslint-plugin-boundaries'

const layers = ['app', 'pages', 'widgets', 'features', 'entities', 'shared']

/** Patterns forbidding imports of every layer above `layer` and of other slices on the same layer. */
const layerPatterns = (layer) => {
  const above = layers.slice(0, layers.indexOf(layer))
  const patterns = above.map((upper) => ({
    group: [`@/${upper}`, `@/${upper}/**`],
    message: `The ${layer} layer may not import from the higher ${upper} layer (design.md: layers import only downwards).`,
  }))
  if (layer !== 'shared' && layer !== 'app') {
    patterns.push({
      group: [`@/${layer}/**`],
      message: `Slices on the ${layer} layer do not import each other; inside a slice use relative imports.`,
    })
  }
  return patterns
}

const sliceThroughIndex = {
  group: ['@/*/*/**'],
  message: 'Use a slice only through its index.ts (e.g. @/widgets/header), never a deep path.',
}
const noClimbingRelative = {
  regex: '^(\\.\\./)+(app|pages|widgets|features|entities|shared)(/|$)',
  message: 'Do not reach another layer by a relative path; import it through its alias and index.ts.',
}

// Server: every module (server/modules/<name>) and provider (server/providers/<name>) is
// used by others only through its index.ts; cycles between them are caught by
// server/architecture.test.ts, which reads the whole graph.
const serverContract = [
  { regex: '^(\\.\\./)+src/(?!shared/api(/|$))', message: 'The server uses only the wire contract from src/shared/api.' },
  { group: ['@/*', '!@/shared', '@/shared/*', '!@/shared/api', '@machines/*'], message: 'The server uses only the wire contract from src/shared/api.' },
]
const frontDoorMessage = 'Use a server module or provider only through its index.ts (server/modules/README.md).'
/** From anywhere in server/: a path that names a module's or provider's file other than index.ts. */
const intoUnit = { regex: '^(\\./|(\\.\\./)+)(server/)?(modules|providers)/[^/]+/(?!index\\.ts$)', message: frontDoorMessage }
/** From a file `depth` folders inside a module: a sibling module's file other than index.ts. */
const intoSibling = (depth) => ({ regex: `^(\\.\\./){${depth}}(?!\\.\\./)[^/]+/(?!index\\.ts$)`, message: frontDoorMessage })
const serverImportRules = [
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...serverContract, intoUnit] }] } },
  // Scripts and end-to-end helpers are outside callers too: front doors only.
  { files: ['scripts/**/*.ts', 'tests/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [intoUnit] }] } },
  ...[1, 2].map((depth) => ({
    files: [`server/{modules,providers}/*/${'*/'.repeat(depth - 1)}*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverContract, intoUnit, intoSibling(depth)] }] },
  })),
]

/** Layers cut into slices; a slice is src/<layer>/<slice>/. */
const slicedLayers = ['pages', 'widgets', 'features', 'entities']

/**
 * A relative import that leaves its slice (`../../launch/index.ts` from pages/pvp) is a
 * cross-slice import the alias rules cannot see: other slices are reached through their
 * alias and index.ts (`@/features/launch-game`), and only where the layer rules allow.
 */
const noCrossSliceRelative = {
  meta: { type: 'problem', messages: { leaves: 'Relative import leaves the slice {{slice}}: use the other slice through its alias and index.ts.' } },
  create(context) {
    const file = context.filename
    const src = path.join(context.cwd, 'src')
    const [layer, slice] = path.relative(src, file).split(path.sep)
    if (!slicedLayers.includes(layer) || !slice) return {}
    const sliceDir = path.join(src, layer, slice)
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = path.resolve(path.dirname(file), source)
      if (target !== sliceDir && !target.startsWith(sliceDir + path.sep)) {
        context.report({ node: node.source, messageId: 'leaves', data: { slice: `${layer}/${slice}` } })
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}


/**
 * The same layer rules, checked on resolved files by eslint-plugin-boundaries, so a relative
 * path is held to them as well as an alias: each layer imports only the layers below it
 * (machines/ from any layer), and a slice of pages, widgets, features or entities imports
 * no other slice of its own layer, whichever way the path is written.
 */
const layerBelow = { app: ['pages', 'widgets', 'features', 'entities', 'shared'], pages: ['widgets', 'features', 'entities', 'shared'], widgets: ['features', 'entities', 'shared'], features: ['entities', 'shared'], entities: ['shared'], shared: [] }
const boundariesConfig = {
  files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { [path.join(import.meta.dirname, 'eslint/alias-resolver.cjs')]: {} },
    'boundaries/elements': [
      { type: 'app', pattern: 'src/app' },
      ...slicedLayers.map((layer) => ({ type: layer, pattern: `src/${layer}/*`, capture: ['slice'] })),
      { type: 'shared', pattern: 'src/shared' },
      { type: 'machines', pattern: 'machines' },
    ],
  },
  rules: {
    'boundaries/dependencies': ['error', {
      default: 'disallow',
      policies: [
        ...Object.entries(layerBelow).map(([layer, below]) => ({
          from: { element: { type: layer } },
          allow: { to: { element: { types: { anyOf: [...below, 'machines'] } } } },
        })),
        // Inside one slice (or within app/ and shared/, which are not sliced).
        ...['app', 'shared'].map((layer) => ({ from: { element: { type: layer } }, allow: { to: { element: { type: layer } } } })),
        ...slicedLayers.map((layer) => ({
          from: { element: { type: layer } },
          allow: { to: { element: { type: layer, captured: { slice: '{{ from.element.captured.slice }}' } } } },
        })),
        // Machines import only other machines (and the contract's types, which the machines block below allows).
        { from: { element: { type: 'machines' } }, allow: { to: { element: { types: { anyOf: ['machines', 'shared'] } } } } },
      ],
    }],
  },
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'docs/**'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // One date format on every screen (spec §3, §9): dates go through formatGmt8 (shared/lib), never the browser's locale formats.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: 'Show dates with formatGmt8 from @/shared/lib (one format, GMT+8).' },
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>0]", message: 'Show dates with formatGmt8 and amounts with useFormatAmount.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { slices: { rules: { 'no-cross-slice-relative': noCrossSliceRelative } } },
    rules: { 'slices/no-cross-slice-relative': 'error' },
  },
  ...layers.map((layer) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...layerPatterns(layer), sliceThroughIndex, noClimbingRelative] }],
    },
  })),
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts', 'machines/testing/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react-dom/*', 'react-router', '@xstate/react', 'js-cookie'], message: 'Machines are pure: no React, router or storage (design.md).' },
          { group: ['@/*', '!@/shared', '@/shared/*', '!@/shared/api'], message: 'Machines import only contract types from @/shared/api.' },
        ],
      }],
      'no-restricted-globals': ['error',
        { name: 'fetch', message: 'Machines are pure: invoke a named actor provided from outside.' },
        { name: 'localStorage', message: 'Machines are pure: no storage.' },
        { name: 'sessionStorage', message: 'Machines are pure: no storage.' },
        { name: 'document', message: 'Machines are pure: no DOM.' },
        { name: 'window', message: 'Machines are pure: no DOM.' },
      ],
    },
  },
  boundariesConfig,
  // eslint-module-utils loads an import resolver with require(): it is CommonJS.
  { files: ['eslint/**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ...serverImportRules,
)
