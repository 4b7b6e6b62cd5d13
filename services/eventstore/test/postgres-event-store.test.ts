import { testDatabases } from '@iqs/database'
import { createPostgresEventStore, positionToNumber, type EventStore } from '../src/index.js'
import { eventStoreContract } from './event-store.contract.js'

for (const backend of testDatabases()) {
  eventStoreContract(backend.name, async () => {
    const handle = await backend.open()
    const stores: EventStore[] = []
    return {
      async open(options = {}) {
        const store = createPostgresEventStore({
          db: handle.db,
          upcasters: options.upcasters,
          listenUrl: backend.name === 'postgres' ? process.env.DATABASE_URL : undefined,
        })
        stores.push(store)
        return store
      },
      positionNumber: positionToNumber,
      async destroy() {
        await Promise.all(stores.map((store) => store.close()))
        await handle.destroy()
      },
    }
  })
}
