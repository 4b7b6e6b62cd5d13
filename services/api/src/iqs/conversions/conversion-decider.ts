import type { Decider } from '../../platform/event-sourcing/decider.js'
import { appError } from '../../platform/errors.js'
import type { IqsConversionsTable } from './conversions.table.js'

export const conversionStreamId = (conversionId: string) => `conversion-${conversionId}`

export type ConversionEvent =
  | { type: 'ConversionRequested'; conversionId: string; traderId: string; quantity: number; at: string }
  | { type: 'ConversionAccepted'; conversionId: string; by: string; at: string }
  | { type: 'ConversionRejected'; conversionId: string; by: string; at: string }

/**
 * The market has already locked the IQS (or consumed or released them) when these are sent: the
 * stream records the conversion's side. Ids and `at` come from the route.
 */
export type ConversionCommand =
  | { type: 'RecordRequest'; conversionId: string; traderId: string; quantity: number; at: string }
  | { type: 'RecordDecision'; accept: boolean; by: string; at: string }

export type ConversionState = IqsConversionsTable | null

/** The conversion, which must exist and still wait for an admin. */
export function assertPending(state: ConversionState): IqsConversionsTable {
  if (!state) throw appError('CONVERSION_NOT_FOUND')
  if (state.status !== 'PENDING') throw appError('CONVERSION_ALREADY_DECIDED')
  return state
}

/** An IQS -> OST conversion: requested once, then accepted or rejected once by an admin (irrevocable). */
export const conversionDecider: Decider<ConversionState, ConversionCommand, ConversionEvent> = {
  initialState: () => null,
  evolve(state, event) {
    switch (event.type) {
      case 'ConversionRequested':
        return {
          conversion_id: event.conversionId,
          trader_id: event.traderId,
          quantity: event.quantity,
          status: 'PENDING',
          requested_at: new Date(event.at),
          decided_at: null,
          decided_by: null,
        }
      case 'ConversionAccepted':
      case 'ConversionRejected':
        return (
          state && {
            ...state,
            status: event.type === 'ConversionAccepted' ? 'ACCEPTED' : 'REJECTED',
            decided_at: new Date(event.at),
            decided_by: event.by,
          }
        )
      default:
        return state
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordRequest': {
        if (state) throw appError('CONFLICT', 'This conversion already exists')
        const { type: _type, ...request } = command
        return [{ type: 'ConversionRequested', ...request }]
      }
      case 'RecordDecision': {
        const pending = assertPending(state)
        return [
          {
            type: command.accept ? 'ConversionAccepted' : 'ConversionRejected',
            conversionId: pending.conversion_id,
            by: command.by,
            at: command.at,
          },
        ]
      }
      default: {
        const unreachable: never = command
        throw new Error(`Unknown command ${JSON.stringify(unreachable)}`)
      }
    }
  },
}
