import type { HardhatUserConfig } from 'hardhat/types/index.js'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..')

/** A local Ethereum node answering JSON-RPC, as `CHAIN_RPC_URL` names one. */
export interface JsonRpcNode {
  url: string
  stop(): Promise<void>
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A Hardhat node (Hardhat 2: it runs on Node 20; Hardhat 3 needs 22) in a process of its own, on
 * `chainId`, each key in `funded` holding 10,000 ETH: what the JSON-RPC chain adapter talks to in
 * tests, a real node over HTTP rather than the in-process EVM. Automining: each transaction is
 * mined as it arrives.
 *
 * @example const node = await startHardhatNode({ chainId: 1, funded: [key] }) // node.url
 */
export async function startHardhatNode(options: { chainId: number; funded: string[] }): Promise<JsonRpcNode> {
  // Inside the repository (data/ is ignored): Hardhat runs only from a project that resolves it locally.
  const scratch = path.join(REPO_ROOT, 'data', 'test')
  await mkdir(scratch, { recursive: true })
  const root = await mkdtemp(path.join(scratch, 'hardhat-'))
  const config: HardhatUserConfig = {
    networks: {
      hardhat: {
        chainId: options.chainId,
        accounts: options.funded.map((privateKey) => ({ privateKey, balance: '10000000000000000000000' })),
      },
    },
  }
  await writeFile(path.join(root, 'hardhat.config.cjs'), `module.exports = ${JSON.stringify(config)}\n`)
  const cli = createRequire(import.meta.url).resolve('hardhat/internal/cli/cli.js')
  const port = await freePort()
  const node: ChildProcess = spawn(
    process.execPath,
    [cli, 'node', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: root,
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the Hardhat node did not start:\n${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Started HTTP')) {
        clearTimeout(timer)
        resolve()
      }
    }
    node.stdout!.on('data', read)
    node.stderr!.on('data', read)
    node.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the Hardhat node exited (${code}):\n${output}`))
    })
  })
  // Its logs of every call are not read: drained so the pipe never fills.
  node.stdout!.resume()
  node.stderr!.resume()
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (node.exitCode === null) {
        const exited = new Promise((resolve) => node.once('exit', resolve))
        node.kill()
        await exited
      }
      await rm(root, { recursive: true, force: true })
    },
  }
}
