import { decodeRevert, type ChainClient, type TxOutcome } from '@iqs/contracts'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Clock } from '../../platform/clock.js'
import type { Database } from '../../platform/db/database.js'
import type { ChainIntent } from './chain-intent.js'
import type { ChainContractAddresses, ChainOutboxTable } from './chain-tables.js'
import { intentCall, PAUSED } from './intent-call.js'

type OutboxRow = Selectable<ChainOutboxTable>

export interface ChainSenderOptions {
  db: Kysely<Database>
  chain: ChainClient
  contracts: ChainContractAddresses
  clock: Clock
  log: Pick<Console, 'warn' | 'error'>
  /** How long to wait after the chain could not be reached before trying again (doubling, at most 60 s). */
  retryDelayMs?: number
  /** How long an idle sender waits before looking again, unless woken by `notify()`. */
  pollIntervalMs?: number
}

/**
 * Sends the outbox's rows to the chain, one at a time and in order (a wallet is allowed before it
 * receives tokens), and records each one's fate: mined (block, hash, gas) or failed (the
 * contract's reason). Exactly once, across crashes: a row is signed and its hash and raw
 * transaction saved (`sent`) before it is broadcast; a `sent` row found at start is looked up by
 * its hash and, if the chain never saw it, broadcast again as the same signed transaction (same
 * nonce), never re-signed.
 *
 * A chain that cannot be reached leaves the row where it is and the sender tries again later: the
 * exchange never waits for the chain, the mirror only falls behind (the admin sees the backlog).
 * A reverted row is `failed` and the sender goes on; an admin may send it again (`retry`).
 */
export class ChainSender {
  private running = false
  /** The last send under way: the next one waits for it. */
  private turn: Promise<unknown> = Promise.resolve()
  private loop: Promise<void> | undefined
  private wake: (() => void) | undefined
  private delayMs: number
  /** The last error reaching the chain, while it lasts (for the admin's page). */
  unreachable: string | undefined

  constructor(private readonly options: ChainSenderOptions) {
    this.delayMs = options.retryDelayMs ?? 1_000
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.loop = this.follow()
  }

  async stop(): Promise<void> {
    this.running = false
    this.wake?.()
    await this.loop
  }

  /** Hints that the outbox has new rows. */
  notify(): void {
    this.wake?.()
  }

  /** Sends every open row now (tests, the CLI); throws when the chain cannot be reached. */
  async drain(): Promise<number> {
    let sent = 0
    while (await this.sendNext()) sent += 1
    return sent
  }

  /**
   * Sends the next open row, if any, one at a time with every other caller: the loop and a `drain`
   * must never take the same row, nor sign two transactions with the same nonce.
   */
  private sendNext(): Promise<boolean> {
    const next = this.turn.then(async () => {
      const row = await this.nextRow()
      if (row) await this.send(row)
      return row !== undefined
    })
    this.turn = next.catch(() => undefined)
    return next
  }

  private async follow(): Promise<void> {
    const retryDelay = this.options.retryDelayMs ?? 1_000
    while (this.running) {
      let idle = false
      try {
        idle = !(await this.sendNext())
        this.unreachable = undefined
        this.delayMs = retryDelay
      } catch (error) {
        this.unreachable = error instanceof Error ? error.message : String(error)
        this.options.log.warn(`chain: cannot send (${this.unreachable}); trying again in ${this.delayMs} ms`)
        await this.sleep(this.delayMs)
        this.delayMs = Math.min(this.delayMs * 2, 60_000)
        continue
      }
      if (idle) await this.sleep(this.options.pollIntervalMs ?? 1_000)
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.wake = done
    })
  }

  private nextRow(): Promise<OutboxRow | undefined> {
    return this.options.db
      .selectFrom('chain_outbox')
      .selectAll()
      .where('state', 'in', ['pending', 'sent'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  }

  /** Carries one row to its end: mined, failed or skipped. Throws (row unchanged) when the chain is unreachable. */
  private async send(row: OutboxRow): Promise<void> {
    const { chain } = this.options
    if (row.state === 'sent' && row.tx_hash && row.raw_tx) {
      const known = await chain.outcome(row.tx_hash)
      return this.record(row, known ?? (await chain.broadcast(row.raw_tx)))
    }
    const intent = await this.withWallet(row.payload)
    const planned = await intentCall(chain, this.options.contracts, intent)
    if (planned.kind !== 'call')
      return this.finish(row, planned.kind === 'skip' ? 'skipped' : 'failed', planned.reason)
    const signed = await chain.sign(planned.to, planned.data)
    await this.update(row, {
      state: 'sent',
      tx_hash: signed.hash,
      raw_tx: signed.raw,
      attempts: row.attempts + 1,
      last_error: null,
      payload: JSON.stringify(intent) as never,
    })
    await this.record(row, await chain.broadcast(signed.raw))
  }

  /** A row made before its trader had a wallet takes the wallet known now (an admin's retry after approval). */
  private async withWallet(intent: ChainIntent): Promise<ChainIntent> {
    if (intent.kind !== 'allocate' && intent.kind !== 'convert' && intent.kind !== 'freeze') return intent
    if (intent.address !== null) return intent
    const wallet = await this.options.db
      .selectFrom('chain_wallets')
      .select('address')
      .where('trader_id', '=', intent.traderId)
      .executeTakeFirst()
    return { ...intent, address: wallet?.address ?? null }
  }

  private async record(row: OutboxRow, outcome: TxOutcome): Promise<void> {
    const reverted = outcome.status === 'reverted'
    await this.update(row, {
      state: reverted ? 'failed' : 'mined',
      tx_hash: outcome.hash,
      block_number: outcome.blockNumber,
      gas_used: Number(outcome.gasUsed),
      last_error: reverted ? revertReason(outcome.revertData) : null,
    })
    const intent = row.payload
    if (!reverted && intent.kind === 'pause' && !intent.paused) await this.resumeWaiting(intent.instrument)
  }

  /** The token resumed: the settlements that failed because it was paused go again, in their order. */
  private async resumeWaiting(instrument: string): Promise<void> {
    await this.options.db
      .updateTable('chain_outbox')
      .set({ state: 'pending', updated_at: this.options.clock.date() })
      .where('state', '=', 'failed')
      .where('kind', '=', 'settle')
      .where('last_error', '=', PAUSED)
      .where(sql<string>`payload -> 'payload' ->> 'instrument'`, '=', instrument)
      .execute()
  }

  private finish(row: OutboxRow, state: 'skipped' | 'failed', reason: string): Promise<void> {
    return this.update(row, { state, last_error: reason })
  }

  private async update(
    row: OutboxRow,
    changes: Partial<Record<keyof ChainOutboxTable, unknown>>,
  ): Promise<void> {
    await this.options.db
      .updateTable('chain_outbox')
      .set({ ...changes, updated_at: this.options.clock.date() } as never)
      .where('id', '=', row.id)
      .execute()
  }
}

/** A contract's custom error as `Name(arg, …)`, or the raw data when no ABI knows it. */
export function revertReason(data: string | undefined): string {
  if (!data || data === '0x') return 'REVERTED'
  const decoded = decodeRevert(data)
  return decoded ? `${decoded.name}(${decoded.args.map(String).join(', ')})` : `REVERTED ${data.slice(0, 74)}`
}

/** Counts of open and failed rows, for the admin's backlog. */
export async function outboxBacklog(db: Kysely<Database>) {
  const { rows } = await sql<{ state: string; count: string }>`
    select state, count(*)::text as count from chain_outbox where state in ('pending', 'sent', 'failed') group by state`.execute(
    db,
  )
  const count = (state: string) => Number(rows.find((r) => r.state === state)?.count ?? 0)
  return { pending: count('pending'), sent: count('sent'), failed: count('failed') }
}
