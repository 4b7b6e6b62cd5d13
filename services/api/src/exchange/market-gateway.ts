import type { Bus } from '@iqs/bus'
import type { Instrument } from '@iqs/engine'
import {
  marketSubjects,
  type BookSnapshot,
  type CommandOutcome,
  type MarketCommand,
  type MarketWriter,
} from '@iqs/exchange'

/**
 * How the api reaches the markets' writers: in this process (the default),
 * or over the bus when the writers run in another process (`RUN_EXCHANGE=0`
 * with `NATS_URL`). Routes use this and never care which.
 */
export interface MarketGateway {
  submit(instrument: Instrument, commandId: string, command: MarketCommand): Promise<CommandOutcome>
  bookSnapshot(instrument: Instrument, depth?: number): Promise<BookSnapshot>
}

export function localMarketGateway(writers: ReadonlyMap<Instrument, MarketWriter>): MarketGateway {
  const writer = (instrument: Instrument) => {
    const found = writers.get(instrument)
    if (!found) throw new Error(`No writer for market ${instrument}`)
    return found
  }
  return {
    submit: (instrument, commandId, command) => writer(instrument).submit(commandId, command),
    bookSnapshot: async (instrument, depth) => writer(instrument).bookSnapshot(depth),
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
