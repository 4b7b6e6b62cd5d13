import { isPayable, type DividendRefusalReason } from '@iqs/protocol'
import type { Decider } from '../../platform/event-sourcing/decider.js'
import { appError } from '../../platform/errors.js'
import { recordDateEnd } from './record-date.js'

export const dividendStreamId = (dividendId: string) => `dividend-${dividendId}`

/** What an admin declares. */
export interface DividendTerms {
  dividendId: string
  title: string
  /** Euros per share (IQS token or OST), a decimal string with up to 4 decimals. */
  amountPerShare: string
  /** YYYY-MM-DD: holders at the end of this day (Paris time) are paid. */
  recordDate: string
  paymentDate: string
  declaredBy: string
  at: string
}

/** One holder's share of a dividend, frozen when the entitlements are fixed. */
export interface Entitlement {
  traderId: string
  iqsShares: number
  ostShares: number
  /** Shares times the amount, rounded down to the cent. */
  amountEur: string
}

/** The entitlements, as read from the log at the record date's last position. */
export interface FixedTerms {
  recordPosition: number
  entitlements: Entitlement[]
  totalShares: string
  /** Every share times the amount, exact. */
  declaredEur: string
  /** The sum of the entitlements: what the payment run pays. */
  totalEur: string
  fixedBy: string
  at: string
}

export type DividendDeclared = { type: 'DividendDeclared' } & DividendTerms
export type DividendEntitlementsFixed = { type: 'DividendEntitlementsFixed'; dividendId: string } & FixedTerms
export interface DividendPaymentsMarked {
  type: 'DividendPaymentsMarked'
  dividendId: string
  traderIds: string[]
  reference: string
  markedBy: string
  at: string
}
export interface DividendCancelled {
  type: 'DividendCancelled'
  dividendId: string
  cancelledBy: string
  at: string
}

export type DividendEvent =
  DividendDeclared | DividendEntitlementsFixed | DividendPaymentsMarked | DividendCancelled

/** Ids, entitlements and `at` come from the route (a random id, the log at the record date, the app's clock). */
export type DividendCommand =
  | ({ type: 'DeclareDividend'; fix?: FixedTerms } & DividendTerms)
  | ({ type: 'FixEntitlements' } & FixedTerms)
  | { type: 'MarkPayments'; traderIds?: string[]; reference: string; markedBy: string; at: string }
  | { type: 'CancelDividend'; cancelledBy: string; at: string }

export interface DividendState {
  terms: DividendTerms | null
  fixed: boolean
  cancelled: boolean
  /** Trader id -> amount due (the 0.00 ones included) and whether it is paid. */
  due: Record<string, { amountEur: string; paid: boolean }>
  payments: number
}

const refuse = (reason: DividendRefusalReason, why: string) =>
  appError('DIVIDEND_REFUSED', `This cannot be done to the dividend: ${why}`, { reason })

/**
 * A year-end dividend: declared once; its entitlements fixed once, after the record date is over
 * (at declaration when it already is); then payments marked holder by holder, each once; cancelled
 * only before any payment. Nothing is recomputed after fixing: a trade after the record date never
 * changes who is paid what.
 */
export const dividendDecider: Decider<DividendState, DividendCommand, DividendEvent> = {
  initialState: () => ({ terms: null, fixed: false, cancelled: false, due: {}, payments: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'DividendDeclared': {
        const { type: _type, ...terms } = event
        return { ...state, terms }
      }
      case 'DividendEntitlementsFixed':
        return {
          ...state,
          fixed: true,
          due: Object.fromEntries(
            event.entitlements.map((e) => [e.traderId, { amountEur: e.amountEur, paid: false }]),
          ),
        }
      case 'DividendPaymentsMarked': {
        const due = { ...state.due }
        for (const id of event.traderIds) due[id] = { ...due[id]!, paid: true }
        return { ...state, due, payments: state.payments + event.traderIds.length }
      }
      case 'DividendCancelled':
        return { ...state, cancelled: true }
      default:
        return state
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'DeclareDividend':
        return declare(command, state)
      case 'FixEntitlements':
        return fix(command, requireOpen(state))
      case 'MarkPayments':
        return markPayments(command, requireOpen(state))
      case 'CancelDividend': {
        const terms = requireOpen(state).terms
        if (state.payments > 0) throw refuse('HAS_PAYMENTS', 'payments are already marked')
        return [
          {
            type: 'DividendCancelled',
            dividendId: terms.dividendId,
            cancelledBy: command.cancelledBy,
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

function requireOpen(state: DividendState): DividendState & { terms: DividendTerms } {
  if (!state.terms) throw appError('DIVIDEND_NOT_FOUND')
  if (state.cancelled) throw refuse('CANCELLED', 'it is cancelled')
  return state as DividendState & { terms: DividendTerms }
}

function declare(
  command: Extract<DividendCommand, { type: 'DeclareDividend' }>,
  state: DividendState,
): DividendEvent[] {
  if (state.terms) throw appError('DIVIDEND_INVALID', 'This dividend is already declared')
  if (command.paymentDate < command.recordDate)
    throw appError('DIVIDEND_INVALID', 'The payment date must be on or after the record date')
  const { type: _type, fix: fixed, ...terms } = command
  const declared: DividendEvent = { type: 'DividendDeclared', ...terms }
  if (!fixed) return [declared]
  return [declared, ...fix({ type: 'FixEntitlements', ...fixed }, { ...state, terms })]
}

function fix(
  command: Extract<DividendCommand, { type: 'FixEntitlements' }>,
  state: DividendState,
): DividendEvent[] {
  const terms = state.terms!
  if (state.fixed) throw refuse('ALREADY_FIXED', 'its entitlements are already fixed')
  if (Date.parse(command.at) < recordDateEnd(terms.recordDate).getTime())
    throw refuse('RECORD_DATE_NOT_OVER', 'its record date is not over yet')
  const { type: _type, ...fixed } = command
  return [{ type: 'DividendEntitlementsFixed', dividendId: terms.dividendId, ...fixed }]
}

function markPayments(
  command: Extract<DividendCommand, { type: 'MarkPayments' }>,
  state: DividendState & { terms: DividendTerms },
): DividendEvent[] {
  if (!state.fixed) throw refuse('NOT_FIXED', 'its entitlements are not fixed yet')
  const unpaid = Object.keys(state.due).filter(
    (id) => isPayable(state.due[id]!.amountEur) && !state.due[id]!.paid,
  )
  const traderIds = command.traderIds ? [...new Set(command.traderIds)] : unpaid
  for (const id of traderIds) {
    const due = state.due[id]
    if (!due || !isPayable(due.amountEur)) throw refuse('NOT_ENTITLED', `holder ${id} is owed nothing`)
    if (due.paid) throw refuse('ALREADY_PAID', `holder ${id} is already paid`)
  }
  if (traderIds.length === 0) throw refuse('ALREADY_PAID', 'every holder is already paid')
  return [
    {
      type: 'DividendPaymentsMarked',
      dividendId: state.terms.dividendId,
      traderIds,
      reference: command.reference,
      markedBy: command.markedBy,
      at: command.at,
    },
  ]
}
