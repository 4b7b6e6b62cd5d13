import { Wallet } from 'ethers'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * A private key kept in `file` for development, created on first use (and `warn` called then: a
 * real deployment supplies its own key from the environment). Two processes starting at once
 * agree: the second finds the first's file.
 *
 * @example const key = await developmentKey(path.join(dataDir, 'secrets', 'chain-key'), warn) // '0x…'
 */
export async function developmentKey(file: string, warn: (file: string) => void): Promise<string> {
  const existing = await readFile(file, 'utf8').catch(() => undefined)
  if (existing?.trim()) return existing.trim()
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  const created = Wallet.createRandom().privateKey
  try {
    await writeFile(file, created, { flag: 'wx', mode: 0o600 })
  } catch {
    // Another process created it first: use theirs.
    return (await readFile(file, 'utf8')).trim()
  }
  warn(file)
  return created
}
