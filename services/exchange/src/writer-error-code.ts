import { BusError } from '@iqs/bus'
import {
  AppendFailedError,
  WriterFencedError,
  WriterHaltedError,
  WriterStoppedError,
} from './market-command.js'

/** A market writer's failure by kind: the same whether the writer runs here or across the bus. */
export type WriterErrorCode = 'WRITER_STANDBY' | 'WRITER_STOPPED' | 'WRITER_HALTED' | 'APPEND_FAILED'

const REMOTE_CODE = /^\[(WRITER_STANDBY|WRITER_STOPPED|WRITER_HALTED|APPEND_FAILED)\] /

/**
 * The kind of a writer's failure: read from the error itself, or, for a command sent over the bus,
 * from the `[CODE]` that the serving writer put in front of its message (`toBusError`), because a
 * bus reply carries a message and nothing else. Undefined for anything else (an engine bug, a
 * timeout: callers keep treating those as they did).
 *
 * @example
 * if (writerErrorCode(error) === 'WRITER_STANDBY') reply.header('retry-after', '1')
 */
export function writerErrorCode(error: unknown): WriterErrorCode | undefined {
  if (error instanceof WriterFencedError) return 'WRITER_STANDBY'
  if (error instanceof WriterStoppedError) return 'WRITER_STOPPED'
  if (error instanceof WriterHaltedError) return 'WRITER_HALTED'
  if (error instanceof AppendFailedError) return 'APPEND_FAILED'
  if (error instanceof BusError && error.code === 'REMOTE_ERROR')
    return REMOTE_CODE.exec(error.message)?.[1] as WriterErrorCode | undefined
  return undefined
}

/** The error a bus responder throws so that the requester's `writerErrorCode` still knows the kind. */
export function toBusError(error: unknown): unknown {
  const code = writerErrorCode(error)
  return code ? new Error(`[${code}] ${(error as Error).message}`) : error
}
