import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildInfo } from '../src/index.js'
import { CONTRACTS_DIR, listArtifactFiles, renderArtifactFiles } from '../scripts/artifact-files.js'
import { compileSolidity } from '../scripts/compile-solidity.js'

describe('committed artifacts', () => {
  it('are what contracts/solidity compiles to now (else run npm run -w contracts build)', async () => {
    const expected = await renderArtifactFiles(compileSolidity())
    expect(listArtifactFiles().sort()).toEqual([...expected.keys()].sort())
    for (const [path, text] of expected)
      expect(readFileSync(join(CONTRACTS_DIR, path), 'utf8'), `${path} is stale`).toBe(text)
    expect(buildInfo.solcVersion).toMatch(/^0\.8\.\d+\+commit/)
  }, 180_000)
})
