/**
 * The success fee of a completed contract (spec §1): the arithmetic is the money module's
 * (`services/protocol/src/money/success-fee.ts`, the one place where money is computed), so the
 * api and the web compute it alike. Here for the contracts' readers: the rule in one line is the
 * mean achievement as a multiple, held within the bonus and malus bounds, times the success fee,
 * rounded half-even (four decimals for the multiple, cents for the fee).
 */
export { successFeeDue, type SuccessFeeResult, type SuccessFeeTerms } from '@iqs/protocol'
