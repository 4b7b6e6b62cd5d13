import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const require = createRequire(import.meta.url)

/** contracts/solidity: every `.sol` under it is compiled (the test contracts in solidity/test too). */
export const SOLIDITY_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'solidity')

/**
 * @ethereumjs/vm 10 runs Prague by default (and the in-process chain pins it): the bytecode must
 * use no opcode that fork lacks.
 */
export const EVM_VERSION = 'prague'
export const OPTIMIZER_RUNS = 200

export interface CompiledContract {
  /** The source unit, relative to contracts/solidity with `/` separators (`test/...` for test contracts). */
  sourceName: string
  contractName: string
  abi: unknown[]
  /** 0x-prefixed creation bytecode. */
  bytecode: string
}

export interface Compilation {
  solcVersion: string
  openzeppelinVersion: string
  /** sha256 over the project's .sol files (names and contents), to tell which sources made the artifacts. */
  sourcesSha256: string
  /** The deployable contracts of the project's sources (abstract contracts and OpenZeppelin's left out). */
  contracts: CompiledContract[]
}

interface SolcMessage {
  severity: 'error' | 'warning' | 'info'
  formattedMessage: string
}
interface SolcOutput {
  errors?: SolcMessage[]
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

/** The project's .sol files, keyed by their source unit name, in a stable order. */
export function readSources(): Map<string, string> {
  const files = readdirSync(SOLIDITY_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sol'))
    .map((file) => file.split(sep).join('/'))
    .sort()
  return new Map(files.map((file) => [file, readFileSync(join(SOLIDITY_DIR, file), 'utf8')]))
}

/**
 * Compiles every project source with the solc-js of node_modules (never a downloaded compiler).
 * Throws on any compiler error; warnings are errors too, so a careless change does not slip in.
 */
export function compileSolidity(): Compilation {
  const sources = readSources()
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries([...sources].map(([name, content]) => [name, { content }])),
    settings: {
      optimizer: { enabled: true, runs: OPTIMIZER_RUNS },
      evmVersion: EVM_VERSION,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: readImport }) as string,
  ) as SolcOutput
  const problems = (output.errors ?? []).filter((message) => message.severity !== 'info')
  if (problems.length > 0)
    throw new Error(`solc: ${problems.map((message) => message.formattedMessage).join('\n')}`)

  const contracts: CompiledContract[] = []
  for (const sourceName of sources.keys())
    for (const [contractName, { abi, evm }] of Object.entries(output.contracts?.[sourceName] ?? {}))
      if (evm.bytecode.object !== '')
        contracts.push({ sourceName, contractName, abi, bytecode: `0x${evm.bytecode.object}` })
  return {
    solcVersion: solc.version() as string,
    openzeppelinVersion: (require('@openzeppelin/contracts/package.json') as { version: string }).version,
    sourcesSha256: hashSources(sources),
    contracts,
  }
}

function hashSources(sources: Map<string, string>): string {
  const hash = createHash('sha256')
  for (const [name, content] of sources) hash.update(`${name}\0${content}\0`)
  return hash.digest('hex')
}

/** solc's import callback: OpenZeppelin's sources from node_modules (relative imports are already inputs). */
function readImport(path: string): { contents: string } | { error: string } {
  if (!path.startsWith('@openzeppelin/contracts/')) return { error: `not found: ${path}` }
  const root = dirname(require.resolve('@openzeppelin/contracts/package.json'))
  const file = join(root, path.slice('@openzeppelin/contracts/'.length))
  if (relative(root, file).startsWith('..')) return { error: `outside @openzeppelin/contracts: ${path}` }
  return { contents: readFileSync(file, 'utf8') }
}
