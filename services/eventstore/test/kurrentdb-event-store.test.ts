import { describe, it } from 'vitest'
import { createKurrentDbEventStore } from '../src/kurrentdb/kurrentdb-event-store.js'
import type { EventStore } from '../src/index.js'
import { eventStoreContract } from './event-store.contract.js'

const url = process.env.KURRENTDB_URL?.trim()

if (url) {
  eventStoreContract('kurrentdb', async () => {
    const stores: EventStore[] = []
    return {
      async open(options = {}) {
        const store = createKurrentDbEventStore({ connection: url, upcasters: options.upcasters })
        stores.push(store)
        return store
      },
      async destroy() {
        await Promise.all(stores.map((store) => store.close()))
      },
    }
  })
} else {
  describe('EventStore contract on kurrentdb', () => {
    it.skip('needs KURRENTDB_URL (e.g. kurrentdb://127.0.0.1:2113?tls=false) to run against a KurrentDB 25.1+ server', () => {})
  })
}
