/** Turns the data of one schema version of an event type into the data of the next version. */
export interface Upcaster {
  type: string
  /** The version this upcaster reads; it returns data of `fromSchemaVersion + 1`. */
  fromSchemaVersion: number
  upcast: (data: unknown) => unknown
}

/** The upcasters of every event type, applied on read. */
export interface UpcasterRegistry {
  /** The newest schema version of a type: 1 plus its upcaster chain, or 1 when it has none. */
  latestVersion(type: string): number
  /** Data of `schemaVersion` brought to the newest version, through each step in turn. */
  upcast(type: string, schemaVersion: number, data: unknown): { schemaVersion: number; data: unknown }
}

/**
 * Builds the registry that reads use to bring old events to their type's
 * newest schema version.
 *
 * The stored row never changes (its hash covers the stored form); only what
 * readers receive does, so the engine's `evolve` knows one shape per event
 * type. Each step goes one version up; a missing step is an error at build
 * time, not at the first read of an old event.
 *
 * @example
 * const upcasters = createUpcasterRegistry([
 *   { type: 'OrderAccepted', fromSchemaVersion: 1, upcast: (d) => ({ ...(d as object), fee: '0' }) },
 * ])
 */
export function createUpcasterRegistry(upcasters: readonly Upcaster[] = []): UpcasterRegistry {
  const steps = new Map<string, Map<number, Upcaster['upcast']>>()
  for (const upcaster of upcasters) {
    const byVersion = steps.get(upcaster.type) ?? new Map<number, Upcaster['upcast']>()
    if (byVersion.has(upcaster.fromSchemaVersion)) {
      throw new Error(`Two upcasters for ${upcaster.type} v${upcaster.fromSchemaVersion}`)
    }
    byVersion.set(upcaster.fromSchemaVersion, upcaster.upcast)
    steps.set(upcaster.type, byVersion)
  }
  const latest = new Map<string, number>()
  for (const [type, byVersion] of steps) {
    const top = Math.max(...byVersion.keys()) + 1
    for (let version = 1; version < top; version++) {
      if (!byVersion.has(version))
        throw new Error(`Upcaster missing for ${type} v${version} -> v${version + 1}`)
    }
    latest.set(type, top)
  }

  return {
    latestVersion: (type) => latest.get(type) ?? 1,
    upcast(type, schemaVersion, data) {
      const byVersion = steps.get(type)
      let version = schemaVersion
      let value = data
      for (let step = byVersion?.get(version); step; step = byVersion?.get(version)) {
        value = step(value)
        version++
      }
      return { schemaVersion: version, data: value }
    },
  }
}
