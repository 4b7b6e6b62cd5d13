// `npm run lint:packages` (part of `npm run lint`): every package a workspace imports is declared in
// its own package.json, and every dependency it declares is used. npm hoists all the workspaces'
// dependencies to the root node_modules, so an undeclared import works here by accident and breaks
// the day the package that brought it along drops it (or the workspace is installed on its own);
// an unused one is install time and audit noise for nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const CODE = /\.[cm]?[jt]sx?$/
/** Build output, data and caches are not the project's code; nor are dot folders (.git, .ci). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.tsbuild',
  'data',
  'test-results',
  'playwright-report',
])
/** Code that Node does not run: k6 scripts import `k6/*`, modules built into the k6 binary. */
const NOT_NODE = ['loadtests/k6/']
/**
 * Tests, benches, end-to-end tests, test helpers, scripts and config files. They run from the root
 * (`npm test`, `npm run bench:*`), so besides their workspace's packages they may use the root's
 * devDependencies: the test tooling, installed once for all (vitest, fast-check...).
 */
const DEV_FILE =
  /(?:^|\/)(?:test|tests|bench|e2e|testing|fixtures|scripts)\/|\.(?:test|spec|bench)\.[cm]?[jt]sx?$|(?:^|\/)testing\.[jt]sx?$|\.config\.[cm]?[jt]s$/
const CONFIG_FILE = /\.config\.[cm]?[jt]s$/

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`; undefined for relative, built-in and `#` imports. */
export function packageOf(specifier) {
  if (/^[./#]/.test(specifier) || /^[a-z]+:/.test(specifier)) return undefined
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
  return builtinModules.includes(name) ? undefined : name
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The workspaces of the root package.json (`dir` or `dir/*`), after the root itself as `.`. */
function workspacesOf(root) {
  const dirs = ['.']
  for (const pattern of readJson(join(root, 'package.json')).workspaces ?? []) {
    if (!pattern.endsWith('/*')) dirs.push(pattern)
    else
      for (const entry of readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true }))
        if (entry.isDirectory() && existsSync(join(root, pattern.slice(0, -2), entry.name, 'package.json')))
          dirs.push(`${pattern.slice(0, -2)}/${entry.name}`)
  }
  return dirs
}

/** The code files under `dir`, repo-relative and sorted, leaving out `skip` (other workspaces). */
function filesOf(root, dir, skip) {
  const files = []
  const walk = (folder) => {
    const entries = readdirSync(join(root, folder), { withFileTypes: true })
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = folder === '.' ? entry.name : `${folder}/${entry.name}`
      if (!entry.isDirectory()) {
        if (CODE.test(entry.name) && !NOT_NODE.some((prefix) => path.startsWith(prefix))) files.push(path)
      } else if (!entry.name.startsWith('.') && !SKIPPED_DIRS.has(entry.name) && !skip.has(path)) walk(path)
    }
  }
  walk(dir)
  return files
}

/** The packages a file imports: static, dynamic, `require`, `import type`, triple-slash type references. */
function importsOf(text) {
  const info = ts.preProcessFile(text, true, true)
  const names = new Set()
  for (const ref of [...info.importedFiles, ...info.typeReferenceDirectives]) {
    const name = packageOf(ref.fileName)
    if (name) names.add(name)
  }
  return { names, usesBuiltins: /\b(?:from\s+|require\(|import\()['"]node:/.test(text) }
}

/** The `types` of the workspace's tsconfig*.json files (JSON with comments: only that list is read). */
function tsconfigTypes(root, dir) {
  const types = new Set()
  for (const entry of readdirSync(join(root, dir)).filter((name) => /^tsconfig.*\.json$/.test(name))) {
    const list = /"types"\s*:\s*\[([^\]]*)\]/.exec(readFileSync(join(root, dir, entry), 'utf8'))?.[1] ?? ''
    for (const quoted of list.match(/"[^"]+"/g) ?? []) types.add(quoted.slice(1, -1))
  }
  return types
}

/** An installed package's manifest, from the workspace's node_modules or the root's; undefined if absent. */
function installed(root, dir, name) {
  for (const base of [join(root, dir), root]) {
    const file = join(base, 'node_modules', name, 'package.json')
    if (existsSync(file)) return readJson(file)
  }
  return undefined
}

/** Reads every workspace: its manifest, its files with their imports, its tsconfig types. */
function scan(root) {
  const dirs = workspacesOf(root)
  const others = new Set(dirs.slice(1))
  const workspaces = new Map()
  for (const dir of dirs) {
    const files = filesOf(root, dir, dir === '.' ? others : new Set()).map((file) => ({
      file,
      dev: dir === '.' || DEV_FILE.test(file.slice(dir.length + 1)),
      text: readFileSync(join(root, file), 'utf8'),
    }))
    workspaces.set(dir, {
      manifest: readJson(join(root, dir, 'package.json')),
      files: files.map(({ file, dev, text }) => ({ file, dev, ...importsOf(text) })),
      types: tsconfigTypes(root, dir),
      // A config file naming a package in quotes uses it (vitest's `environment: 'jsdom'`).
      namedInConfigs: files
        .filter(({ file }) => CONFIG_FILE.test(file))
        .flatMap(({ text }) => [...text.matchAll(/['"]([@a-z0-9][\w./@-]*)['"]/g)].map((m) => m[1])),
    })
  }
  return workspaces
}

/** Imports of packages the workspace does not declare (a dev file may use the root's devDependencies). */
function undeclared(dir, { manifest, files }, rootDev) {
  const where = dir === '.' ? 'the root package.json' : `${dir}/package.json`
  const declared = new Set(
    ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((key) =>
      Object.keys(manifest[key] ?? {}),
    ),
  )
  const importers = new Map()
  for (const { file, dev, names } of files)
    for (const name of names)
      if (!declared.has(name) && name !== manifest.name && !(dev && rootDev.has(name)))
        importers.set(name, [...(importers.get(name) ?? []), file])
  return [...importers].map(
    ([name, [first, ...more]]) =>
      `${name} is imported by ${first}${more.length ? ` (and ${more.length} more)` : ''} but ${where} does not declare it`,
  )
}

/**
 * Declared dependencies nothing uses. Used means: imported by the workspace (the root's: by any dev
 * file of the repo), `@types/x` of a used `x`, a tsconfig `types` entry or Node's built-ins, a bin
 * that a package.json script runs, named in a config file, or a peer of a used package.
 */
function unused(root, dir, workspaces) {
  const { manifest } = workspaces.get(dir)
  const where = dir === '.' ? 'the root package.json' : `${dir}/package.json`
  const mine = dir === '.' ? [...workspaces.values()] : [workspaces.get(dir)]
  const files = mine.flatMap((w) => w.files)
  const used = new Set(files.filter((f) => dir !== '.' || f.dev).flatMap((f) => [...f.names]))
  // Type packages are global: the root's @types/node serves every workspace's `node:` imports.
  const types = new Set(mine.flatMap((w) => [...w.types]))
  const builtins = files.some((f) => f.usesBuiltins)
  const all = [...workspaces.values()]
  const scripts = all.flatMap((w) => Object.values(w.manifest.scripts ?? {}))
  const named = new Set(all.flatMap((w) => w.namedInConfigs))
  const listed = ['dependencies', 'devDependencies', 'optionalDependencies'].flatMap((key) =>
    Object.keys(manifest[key] ?? {}),
  )
  const usedAlone = (name) => {
    if (named.has(name)) return true
    if (name.startsWith('@types/')) {
      const bare = name.slice('@types/'.length)
      const typed = bare.includes('__') ? `@${bare.replace('__', '/')}` : bare
      return used.has(typed) || types.has(typed) || (typed === 'node' && builtins)
    }
    const bin = installed(root, dir, name)?.bin
    const bins = !bin ? [] : typeof bin === 'string' ? [name.split('/').pop()] : Object.keys(bin)
    return bins.some((b) => scripts.some((s) => new RegExp(`(?:^|[\\s;&|(])${escape(b)}(?:\\s|$)`).test(s)))
  }
  for (let grew = true; grew;) {
    grew = false
    for (const name of listed.filter((n) => !used.has(n)))
      if (usedAlone(name)) grew = used.add(name) !== undefined
    for (const name of [...used])
      for (const peer of Object.keys(installed(root, dir, name)?.peerDependencies ?? {}))
        if (listed.includes(peer) && !used.has(peer)) grew = used.add(peer) !== undefined
  }
  return listed
    .filter((name) => !used.has(name))
    .map((name) => `${where} declares ${name}, but nothing imports it, runs its bin or names it in a config`)
}

/**
 * Checks every workspace of the repo at `root` (and the root itself, for e2e, scripts and configs).
 * @returns one sentence per problem; empty when the package.json files say what the code imports.
 */
export function checkDependencies(root) {
  const workspaces = scan(root)
  const rootDev = new Set(Object.keys(workspaces.get('.').manifest.devDependencies ?? {}))
  return [...workspaces].flatMap(([dir, workspace]) => [
    ...undeclared(dir, workspace, rootDev),
    ...unused(root, dir, workspaces),
  ])
}

if (
  process.argv[1]?.split(sep).join('/') ===
  fileURLToPath(import.meta.url)
    .split(sep)
    .join('/')
) {
  const problems = checkDependencies(join(fileURLToPath(import.meta.url), '..', '..'))
  for (const problem of problems) console.error(`check-dependencies: ${problem}`)
  if (problems.length > 0) process.exitCode = 1
  else console.log('check-dependencies: every workspace declares what it imports, and uses what it declares')
}
