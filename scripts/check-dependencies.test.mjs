import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkDependencies, packageOf } from './check-dependencies.mjs'

const roots = []
/** A throwaway repo: path -> file text (objects are written as JSON). */
function repo(files) {
  const root = mkdtempSync(join(tmpdir(), 'check-deps-'))
  roots.push(root)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content))
  }
  return root
}

/** A root with one workspace, `pkgs/app`, that declares and uses `left-pad`; tests use the root's vitest. */
const base = {
  'package.json': { workspaces: ['pkgs/app'], devDependencies: { vitest: '^4.0.0' } },
  'vitest.config.ts': "import { defineConfig } from 'vitest/config'\nexport default defineConfig({})\n",
  'pkgs/app/package.json': { name: '@x/app', dependencies: { 'left-pad': '^1.0.0' } },
  'pkgs/app/src/index.ts': [
    "import leftPad from 'left-pad'",
    "import { readFileSync } from 'node:fs'",
    "import { join } from 'path'",
    "import { helper } from './helper.js'",
    "import self from '@x/app/sub'",
    "import internal from '#internal'",
    'export { leftPad, readFileSync, join, helper, self, internal }',
  ].join('\n'),
  'pkgs/app/test/index.test.ts': "import { it } from 'vitest'\nimport { leftPad } from '../src/index.js'\n",
}

describe('the dependency check', () => {
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  })

  it('passes a repo whose package.json files say what its code imports', () => {
    expect(checkDependencies(repo(base))).toEqual([])
  })

  it('fails a workspace that imports a package it does not declare (hoisted from another one)', () => {
    const root = repo({
      ...base,
      'pkgs/app/src/schema.ts': "import { z } from 'zod'\nexport const s = z.string()\n",
      'pkgs/app/src/lazy.ts': "export const load = () => import('zod/mini')\n",
    })
    expect(checkDependencies(root)).toEqual([
      'zod is imported by pkgs/app/src/lazy.ts (and 1 more) but pkgs/app/package.json does not declare it',
    ])
  })

  it('lets tests, but not sources, use the root’s devDependencies', () => {
    const root = repo({
      ...base,
      'pkgs/app/src/clock.ts': "import { vi } from 'vitest'\nexport const v = vi\n",
      'pkgs/app/test/db.test.ts': "import pg from 'pg'\nexport const p = pg\n",
    })
    expect(checkDependencies(root)).toEqual([
      'vitest is imported by pkgs/app/src/clock.ts but pkgs/app/package.json does not declare it',
      'pg is imported by pkgs/app/test/db.test.ts but pkgs/app/package.json does not declare it',
    ])
  })

  it('fails a declared dependency nothing uses', () => {
    const root = repo({
      ...base,
      'pkgs/app/package.json': {
        name: '@x/app',
        dependencies: { 'left-pad': '^1.0.0', 'is-odd': '^3.0.0' },
      },
    })
    expect(checkDependencies(root)).toEqual([
      'pkgs/app/package.json declares is-odd, but nothing imports it, runs its bin or names it in a config',
    ])
  })

  it('counts as used: @types of a used package, a bin run by a script, a peer, a name in a config', () => {
    const root = repo({
      ...base,
      'package.json': {
        workspaces: ['pkgs/app'],
        scripts: { lint: 'fmt-check . && echo done' },
        devDependencies: { vitest: '^4.0.0', formatter: '^1.0.0', '@types/node': '^20.0.0' },
      },
      'node_modules/formatter/package.json': { name: 'formatter', bin: { 'fmt-check': 'cli.js' } },
      'node_modules/ui-kit/package.json': { name: 'ui-kit', peerDependencies: { 'ui-core': '*' } },
      'vitest.config.ts':
        "import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: { environment: 'fake-dom' } })\n",
      'pkgs/app/package.json': {
        name: '@x/app',
        dependencies: { 'left-pad': '^1.0.0', 'ui-kit': '^1.0.0', 'ui-core': '^1.0.0' },
        devDependencies: { '@types/left-pad': '^1.0.0', 'fake-dom': '^1.0.0' },
      },
      'pkgs/app/src/ui.ts': "export { Button } from 'ui-kit'\n",
    })
    expect(checkDependencies(root)).toEqual([])
  })

  it('leaves out code that Node does not run (k6 scripts) and build output', () => {
    const root = repo({
      ...base,
      'package.json': { workspaces: ['pkgs/app', 'loadtests'], devDependencies: { vitest: '^4.0.0' } },
      'loadtests/package.json': { name: '@x/loadtests' },
      'loadtests/k6/orders.js': "import http from 'k6/http'\nexport default () => http.get('/')\n",
      'pkgs/app/dist/index.js': "import 'left-pad'\nimport 'bundled-only'\n",
    })
    expect(checkDependencies(root)).toEqual([])
  })

  it('names the package of an import, and nothing for built-ins, relative and internal imports', () => {
    expect(packageOf('@scope/name/deep/file.js')).toBe('@scope/name')
    expect(packageOf('zod/mini')).toBe('zod')
    for (const specifier of ['node:fs', 'fs/promises', './a.js', '../b', '#internal', 'virtual:x'])
      expect(packageOf(specifier)).toBeUndefined()
  })
})
