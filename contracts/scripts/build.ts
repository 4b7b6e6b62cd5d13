/**
 * `npm run -w contracts build`: compiles contracts/solidity with the solc-js of node_modules and
 * writes the TypeScript artifacts (ABI + bytecode) that the package, its tests and the api import,
 * so nothing compiles at run time. The artifacts are committed; test/artifacts-fresh.test.ts fails
 * while they differ from the sources.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { CONTRACTS_DIR, listArtifactFiles, renderArtifactFiles } from './artifact-files.js'
import { compileSolidity } from './compile-solidity.js'

const compilation = compileSolidity()
const files = await renderArtifactFiles(compilation)
// A contract that was removed or renamed leaves no stale artifact behind.
for (const path of listArtifactFiles()) if (!files.has(path)) rmSync(join(CONTRACTS_DIR, path))
for (const [path, text] of files) {
  mkdirSync(dirname(join(CONTRACTS_DIR, path)), { recursive: true })
  writeFileSync(join(CONTRACTS_DIR, path), text)
}
console.log(
  `contracts: ${compilation.contracts.length} contracts compiled with solc ${compilation.solcVersion}; wrote ${[...files.keys()].join(', ')}`,
)
