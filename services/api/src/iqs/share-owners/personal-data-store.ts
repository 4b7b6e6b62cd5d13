import type { EventStore, NewEvent, RecordedEvent } from '@iqs/eventstore'
import { openKycSaved, sealKycSaved } from './kyc-personal-data.js'
import type { PersonalDataKeys } from './personal-data-keys.js'
import type { ShareOwnerEvent } from './share-owner-decider.js'

type KycSaved = Extract<ShareOwnerEvent, { type: 'KycSaved' }>

const isKycSaved = (data: unknown): data is KycSaved =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'KycSaved'

/**
 * The event store as the share-owner streams see it: a KycSaved event is sealed on its way into the
 * log (the person's personal fields encrypted under their data key) and opened on its way out. The
 * decider keeps working on clear events, and nothing but this boundary knows about keys, as an
 * upcaster would.
 *
 * @example await handleStreamCommand(withSealedPersonalData(app.eventStore, keys), streamId, decider, command)
 */
export function withSealedPersonalData(store: EventStore, keys: PersonalDataKeys): EventStore {
  const wrapped = Object.create(store) as EventStore
  wrapped.append = async (streamId, expectedVersion, events, options) => {
    const sealed: NewEvent[] = []
    for (const event of events)
      sealed.push(
        isKycSaved(event.data) && !event.data.pii
          ? { ...event, data: sealKycSaved(event.data, await keys.keyFor(event.data.userId)) }
          : event,
      )
    return store.append(streamId, expectedVersion, sealed, options)
  }
  wrapped.readStream = async (streamId, options) => {
    const page = await store.readStream(streamId, options)
    const found = new Map<number, Buffer | undefined>()
    const opened: RecordedEvent[] = []
    for (const recorded of page) {
      const data = recorded.data
      if (!isKycSaved(data) || !data.pii) {
        opened.push(recorded)
        continue
      }
      if (!found.has(data.userId)) found.set(data.userId, await keys.find(data.userId))
      opened.push({ ...recorded, data: openKycSaved(data, found.get(data.userId)).event })
    }
    return opened
  }
  return wrapped
}
