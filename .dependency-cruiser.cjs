/**
 * The house rules of who may import whom (docs/architecture.md, "Who may import whom"), checked by
 * `npm run lint` (depcruise). Paths are relative to the repository root.
 *
 * api contexts: platform <- identity <- site | iqs | audit | network. A context reaches another
 * only through that context's `ports/` folder. web features: one folder per context, never
 * importing another's internals; shared UI in `components/`, plumbing in `lib/`.
 */
const API = '^services/api/src/'
const CONTEXTS = '(site|iqs|audit|network)'

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment:
        'Folders form a tree of dependencies: a cycle between folders means one of them is in the wrong room.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(services/[^/]+/src|web/src)/' },
      to: { circular: true },
    },
    {
      name: 'platform-knows-no-context',
      comment: 'platform/ is the plumbing every context stands on; it imports none of them.',
      severity: 'error',
      from: { path: `${API}platform/` },
      to: { path: `${API}(identity|${CONTEXTS.slice(1, -1)})/` },
    },
    {
      name: 'identity-knows-no-other-context',
      comment:
        'identity/ (accounts, sessions, access control) imports platform/ only; others listen to its signals.',
      severity: 'error',
      from: { path: `${API}identity/` },
      to: { path: `${API}${CONTEXTS}/` },
    },
    {
      name: 'contexts-meet-at-ports',
      comment: 'A context imports platform/ and identity/; another context only through its ports/ folder.',
      severity: 'error',
      from: { path: `${API}${CONTEXTS}/` },
      to: { path: `${API}${CONTEXTS}/`, pathNot: [`${API}$1/`, `${API}${CONTEXTS}/ports/`] },
    },
    {
      name: 'web-features-apart',
      comment: "A web feature does not import another feature's internals: shared UI lives in components/.",
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'iqs-member-and-admin-apart',
      comment: 'The token admin and member areas share features/iqs/market, not each other.',
      severity: 'error',
      from: { path: '^web/src/features/iqs/(admin|member)/' },
      to: { path: '^web/src/features/iqs/(admin|member)/', pathNot: '^web/src/features/iqs/$1/' },
    },
    {
      name: 'web-shared-knows-no-feature',
      comment: 'components/ and lib/ serve every feature; they import none (app/ composes them).',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests compose the whole app (web/src/testing renders app/) to test a feature: they are not
    // rooms of the house, so they are left out of its rules.
    exclude: {
      path: [
        '(^|/)(dist|\\.tsbuild|node_modules)/',
        '\\.test\\.tsx?$',
        '^web/src/testing/',
        '/testing\\.tsx?$',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
}
