import { mkdir, open, readFile, truncate, type FileHandle } from 'node:fs/promises'
import path from 'node:path'

/**
 * One line of the chain's journal. Replaying the lines in order rebuilds the same state, blocks
 * and transaction hashes: the EVM is deterministic, and a line holds everything that is not in
 * the signed transaction (its block's number and timestamp).
 */
export type JournalEntry =
  | { type: 'chain'; chainId: number }
  | { type: 'fund'; address: string; wei: string }
  | { type: 'tx'; block: number; timestamp: number; raw: string }

/**
 * The journal's entries, or none when the file does not exist. A last line that is unfinished or
 * unreadable was being written when the process died (its send never resolved): it is dropped,
 * and cut from the file so that the next append starts on a line of its own. An unreadable line
 * before others means the file was damaged: that throws.
 */
export async function readJournal(file: string): Promise<JournalEntry[]> {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return Buffer.alloc(0)
    throw error
  })
  const entries: JournalEntry[] = []
  let start = 0
  let goodLength = 0
  while (start < bytes.length) {
    const newline = bytes.indexOf(0x0a, start)
    const end = newline === -1 ? bytes.length : newline
    const entry = parseEntry(bytes.subarray(start, end).toString('utf8'))
    const isLast = newline === -1 || newline + 1 === bytes.length
    if (entry === undefined || newline === -1) {
      if (!isLast) throw new Error(`chain journal ${file}: unreadable line at byte ${start}`)
      break
    }
    entries.push(entry)
    start = newline + 1
    goodLength = start
  }
  if (goodLength < bytes.length) await truncate(file, goodLength)
  return entries
}

function parseEntry(line: string): JournalEntry | undefined {
  try {
    const value = JSON.parse(line) as Partial<Record<string, unknown>> | null
    if (value?.type === 'chain' && typeof value.chainId === 'number') return value as JournalEntry
    if (value?.type === 'fund' && typeof value.address === 'string' && typeof value.wei === 'string')
      return value as JournalEntry
    if (
      value?.type === 'tx' &&
      typeof value.block === 'number' &&
      typeof value.timestamp === 'number' &&
      typeof value.raw === 'string'
    )
      return value as JournalEntry
    return undefined
  } catch {
    return undefined
  }
}

/** Appends entries, each on disk (fdatasync) before `append` resolves. */
export class JournalWriter {
  private constructor(private readonly handle: FileHandle) {}

  static async open(file: string): Promise<JournalWriter> {
    await mkdir(path.dirname(file), { recursive: true })
    return new JournalWriter(await open(file, 'a'))
  }

  async append(entry: JournalEntry): Promise<void> {
    await this.handle.appendFile(`${JSON.stringify(entry)}\n`)
    await this.handle.datasync()
  }

  async close(): Promise<void> {
    await this.handle.close()
  }
}
