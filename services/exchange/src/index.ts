export { DepthTracker } from './depth-tracker.js'
export type { LevelChange } from './depth-tracker.js'
export {
  AppendFailedError,
  WriterFencedError,
  WriterHaltedError,
  WriterStoppedError,
} from './market-command.js'
export type { CommandOutcome, MarketCommand } from './market-command.js'
export {
  ENGINE_SNAPSHOT_SCHEMA_VERSION,
  ENGINE_SNAPSHOT_TYPE,
  marketStreamId,
  marketSubjects,
} from './market-stream.js'
export { MarketWriter } from './market-writer.js'
export type {
  BookDelta,
  BookSnapshot,
  MarketTerms,
  MarketWriterOptions,
  TermsUpdate,
  WriterRole,
} from './market-writer.js'
export { restoreMarket } from './restore-market.js'
export type { RestoredMarket } from './restore-market.js'
export { StandbyFollower } from './standby-follower.js'
export type { StandbyHooks, StandbyOptions } from './standby-follower.js'
export { toBusError, writerErrorCode } from './writer-error-code.js'
export type { WriterErrorCode } from './writer-error-code.js'
