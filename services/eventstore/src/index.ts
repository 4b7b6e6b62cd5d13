export type {
  AppendRequest,
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedVersion,
  NewEvent,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  Snapshot,
  StoredSnapshot,
  SubscribeOptions,
  Subscription,
} from './event-store.js'
export { WrongExpectedVersionError } from './wrong-expected-version-error.js'
export { CheckpointConflictError } from './checkpoint-conflict-error.js'
export { EventIdConflictError } from './event-id-conflict-error.js'
export { canonicalJson } from './canonical-json.js'
export { eventHash, GENESIS_HASH } from './event-hash.js'
export type { HashedEventContent } from './event-hash.js'
export { createUpcasterRegistry } from './upcaster-registry.js'
export type { Upcaster, UpcasterRegistry } from './upcaster-registry.js'
export { createPostgresEventStore } from './postgres/postgres-event-store.js'
export type { PostgresEventStore, PostgresEventStoreOptions } from './postgres/postgres-event-store.js'
export type { AnyKysely } from './postgres/any-kysely.js'
export { readCheckpoint, writeCheckpoint } from './postgres/checkpoint-repository.js'
export { positionFromNumber, positionToNumber } from './postgres/postgres-position.js'
export { verifyChain } from './postgres/verify-chain.js'
export type { ChainAnchor, ChainVerification } from './postgres/verify-chain.js'
export { readVerifiedAnchor, verifyChainTail } from './postgres/verify-chain-tail.js'
export type { ChainTailVerification } from './postgres/verify-chain-tail.js'
