export { BusError, DEFAULT_REQUEST_TIMEOUT_MS } from './bus.js'
export type {
  Bus,
  BusErrorCode,
  MessageHandler,
  RequestHandler,
  SubscribeOptions,
  Subscription,
} from './bus.js'
export { createBus } from './create-bus.js'
export { createMemoryBus } from './memory-bus.js'
export { createNatsBus } from './nats-bus.js'
export type { NatsBusOptions } from './nats-bus.js'
export { assertPublishSubject, subjectMatches } from './subject-matcher.js'
