import type { ChainClient } from '@iqs/contracts'
import type { EventStore } from '@iqs/eventstore'
import type { Kysely } from 'kysely'
import type { ChainConfig } from '../../platform/config/config.js'
import type { Clock } from '../../platform/clock.js'
import type { Database } from '../../platform/db/database.js'
import { ProjectionRunner } from '../../platform/projections/projection-runner.js'
import { ensureDeployment } from './chain-deployment.js'
import { chainOutboxProjection } from './chain-outbox-projection.js'
import { ChainSender } from './chain-sender.js'
import type { ChainContractAddresses } from './chain-tables.js'
import { queueHeadAnchor } from './head-anchor.js'

/** How soon after start the head is first anchored. */
const FIRST_ANCHOR_AFTER_MS = 60_000

export interface ChainMirrorOptions {
  db: Kysely<Database>
  store: EventStore
  /** Connects to the chain (may fail while the node is down: tried again). */
  connect: () => Promise<ChainClient>
  config: ChainConfig
  clock: Clock
  platformSigner: string
  log: Pick<Console, 'info' | 'warn' | 'error'>
  /** How long to wait before trying to reach the chain again at start (doubling, at most 60 s). */
  retryDelayMs?: number
}

/**
 * The chain side of the exchange: the outbox that follows the log, the sender that carries it to
 * the chain, and the hourly anchor. The outbox records from the start even when the chain cannot
 * be reached; the sender starts once the chain answers and the contracts are found (or deployed),
 * so trading never waits for the chain.
 */
export class ChainMirror {
  readonly outbox: ProjectionRunner
  private sender: ChainSender | undefined
  private client: ChainClient | undefined
  private addresses: ChainContractAddresses | undefined
  private connecting: Promise<void> | undefined
  private stopped = false
  private anchorTimer: NodeJS.Timeout | undefined
  private wakeConnect: (() => void) | undefined
  /** Why the chain cannot be used at start, while it lasts. */
  private startProblem: string | undefined = 'connecting'

  constructor(private readonly options: ChainMirrorOptions) {
    this.outbox = new ProjectionRunner({
      db: options.db,
      store: options.store,
      projections: [chainOutboxProjection({ anchorEvery: options.config.anchorEvery })],
      log: options.log,
    })
  }

  get mode(): ChainConfig['mode'] {
    return this.options.config.mode
  }

  /** The chain and the contracts, once reached. */
  get connection(): { client: ChainClient; contracts: ChainContractAddresses } | undefined {
    return this.client && this.addresses ? { client: this.client, contracts: this.addresses } : undefined
  }

  /** Why the chain cannot be used now, or undefined when it can. */
  get problem(): string | undefined {
    return this.startProblem ?? this.sender?.unreachable
  }

  start(): void {
    this.outbox.start()
    this.connecting = this.connect()
    // The first anchor a minute after start (a fresh deployment shows one soon), then at every interval.
    const every = this.options.config.anchorIntervalMs
    const tick = (delay: number) => {
      this.anchorTimer = setTimeout(() => {
        void this.anchorHead().finally(() => {
          if (!this.stopped) tick(every)
        })
      }, delay)
      this.anchorTimer.unref()
    }
    tick(Math.min(FIRST_ANCHOR_AFTER_MS, every))
  }

  /** New events were committed: the outbox reads them, and the sender looks for new rows. */
  notify(): void {
    this.outbox.notify()
    this.sender?.notify()
  }

  /** Until the outbox holds the whole log and the chain has every row (tests, the CLI). */
  async settle(): Promise<void> {
    await this.connecting
    await this.outbox.catchUp()
    if (!this.sender) throw new Error(`chain: ${this.problem ?? 'not connected'}`)
    await this.sender.drain()
  }

  /** Queues an anchor of the head now (the hourly timer's job; tests and the admin). */
  async anchorHead(): Promise<number | undefined> {
    try {
      const position = await queueHeadAnchor(this.options.db, this.options.clock.date())
      if (position !== undefined) this.sender?.notify()
      return position
    } catch (error) {
      this.options.log.warn(`chain: could not queue the head's anchor: ${String(error)}`)
      return undefined
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.anchorTimer) clearTimeout(this.anchorTimer)
    this.wakeConnect?.()
    await this.connecting
    await this.sender?.stop()
    await this.outbox.stop()
  }

  private async connect(): Promise<void> {
    let delay = this.options.retryDelayMs ?? 1_000
    while (!this.stopped) {
      try {
        const client = await this.options.connect()
        const addresses = await ensureDeployment(this.options.db, client, {
          platformSigner: this.options.platformSigner,
          at: this.options.clock.date(),
        })
        this.client = client
        this.addresses = addresses
        this.sender = new ChainSender({
          db: this.options.db,
          chain: client,
          contracts: addresses,
          clock: this.options.clock,
          log: this.options.log,
        })
        this.startProblem = undefined
        if (!this.stopped) this.sender.start()
        this.options.log.info(
          `chain ${client.chainId}: mirroring the log to ${addresses.settlement} and its tokens`,
        )
        return
      } catch (error) {
        this.startProblem = error instanceof Error ? error.message : String(error)
        this.options.log.warn(`chain: not available (${this.startProblem}); trying again in ${delay} ms`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay)
          this.wakeConnect = () => {
            clearTimeout(timer)
            resolve()
          }
        })
        delay = Math.min(delay * 2, 60_000)
      }
    }
  }
}
