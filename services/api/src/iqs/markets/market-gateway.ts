import type { Bus } from '@iqs/bus'
import type { Instrument } from '@iqs/engine'
import {
  marketStreamId,
  marketSubjects,
  WriterFencedError,
  WriterHaltedError,
  type BookSnapshot,
  type CommandOutcome,
  type MarketCommand,
  type MarketWriter,
} from '@iqs/exchange'
import { marketWriterError } from './market-errors.js'

/**
 * How the api reaches the markets' writers: in this process (the default),
 * or over the bus when the writers run in another process (`RUN_EXCHANGE=0`
 * with `NATS_URL`). Routes use this and never care which.
 */
export interface MarketGateway {
  submit(instrument: Instrument, commandId: string, command: MarketCommand): Promise<CommandOutcome>
  bookSnapshot(instrument: Instrument, depth?: number): Promise<BookSnapshot>
}

export interface LocalGatewayOptions {
  /**
   * Where a market whose writer here is on standby sends its commands and snapshot requests: the
   * live writer, over NATS (`busMarketGateway`). Without it (in-process bus) they are refused with
   * the writer's retryable WriterFencedError.
   */
  forward?: MarketGateway
  /** Why a market has no writer here (its log could not be restored after a failed chain check). */
  missingReason?: string
}

/**
 * The writers of this process. A market on standby hands over to `forward` when there is one:
 * commands, including one refused because its own batch was fenced (none of it was committed),
 * and snapshots, because on a shared bus the live writer numbers the deltas subscribers see.
 *
 * @example localMarketGateway(writers, { forward: busMarketGateway(app.bus) })
 */
export function localMarketGateway(
  writers: ReadonlyMap<Instrument, MarketWriter>,
  options: LocalGatewayOptions = {},
): MarketGateway {
  const { forward } = options
  const writer = (instrument: Instrument) => {
    const found = writers.get(instrument)
    if (found) return found
    if (options.missingReason) throw new WriterHaltedError(marketStreamId(instrument), options.missingReason)
    throw new Error(`No writer for market ${instrument}`)
  }
  return {
    async submit(instrument, commandId, command) {
      const here = writer(instrument)
      if (forward && here.role === 'standby') return forward.submit(instrument, commandId, command)
      try {
        return await here.submit(commandId, command)
      } catch (error) {
        if (forward && error instanceof WriterFencedError)
          return forward.submit(instrument, commandId, command)
        throw error
      }
    },
    async bookSnapshot(instrument, depth) {
      const here = writer(instrument)
      if (forward && here.role === 'standby')
        // Nobody serving the bus: this writer's own book follows the log too.
        return forward.bookSnapshot(instrument, depth).catch(() => here.bookSnapshot(depth))
      return here.bookSnapshot(depth)
    },
  }
}

export function busMarketGateway(bus: Bus, timeoutMs = 10_000): MarketGateway {
  return {
    submit: (instrument, commandId, command) =>
      bus.request<CommandOutcome>(marketSubjects.commands(instrument), { commandId, command }, { timeoutMs }),
    bookSnapshot: (instrument, depth) =>
      bus.request<BookSnapshot>(marketSubjects.snapshot(instrument), { depth }, { timeoutMs }),
  }
}

/** The gateway with every writer failure turned into the error the client sees (`marketWriterError`). */
export function withMarketErrors(gateway: MarketGateway): MarketGateway {
  const mapped = (error: unknown) => Promise.reject(marketWriterError(error))
  return {
    submit: (instrument, commandId, command) => gateway.submit(instrument, commandId, command).catch(mapped),
    bookSnapshot: (instrument, depth) => gateway.bookSnapshot(instrument, depth).catch(mapped),
  }
}
