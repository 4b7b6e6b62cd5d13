/** How a fenced writer follows the log, and when it takes its market back. */
export interface StandbyOptions {
  /** How often a writer on standby reads its stream's version; 300 ms by default. */
  followIntervalMs?: number
  /**
   * How long the stream must stand still before the writer on standby presumes the other writer
   * gone and takes the writer role back; 10 s by default. Taking it back too early is safe: every
   * append checks the expected version, so a live rival fences it again on its next append.
   */
  takeOverAfterMs?: number
}

export interface StandbyHooks {
  /** The stream's version in the store. */
  readVersion(): Promise<number>
  /** The stream moved (or this is the first look since the fence): bring the book up to the log. */
  onMoved(version: number): Promise<void>
  /** The stream stood still for the grace period: take the writer role back. */
  onQuiet(): Promise<void>
  log: Pick<Console, 'warn'>
}

/**
 * The standby loop of a fenced MarketWriter: it polls the stream's version every
 * `followIntervalMs`, calls `onMoved` whenever the version is not the one last seen (the first
 * look always is not: the fenced writer's state holds a batch the store refused), and calls
 * `onQuiet` once the version has stood still for `takeOverAfterMs`, then ends. A failed hook is
 * logged and tried again on the next tick, so a database outage only delays the follow.
 *
 * @example
 * const follower = new StandbyFollower(hooks, { followIntervalMs: 300, takeOverAfterMs: 10_000 })
 * follower.start()
 * await follower.stop() // on shutdown: waits for the tick in progress
 */
export class StandbyFollower {
  private timer: NodeJS.Timeout | undefined
  private tick: Promise<void> | undefined
  private wanted = false
  private seenVersion = -1
  /**
   * When the stream was last seen to move, on the monotonic `performance.now()`: the grace period is
   * a real wait beside real timers, not business time, and a wall clock set back must not stretch it.
   */
  private stillSince = 0
  private readonly intervalMs: number
  private readonly graceMs: number

  constructor(
    private readonly hooks: StandbyHooks,
    options: StandbyOptions = {},
  ) {
    this.intervalMs = options.followIntervalMs ?? 300
    this.graceMs = options.takeOverAfterMs ?? 10_000
  }

  get running(): boolean {
    return this.wanted
  }

  start(): void {
    if (this.wanted) return
    this.wanted = true
    this.seenVersion = -1
    this.stillSince = performance.now()
    this.schedule()
  }

  /** Ends the loop; resolves once the tick in progress, if any, is over. */
  async stop(): Promise<void> {
    this.wanted = false
    clearTimeout(this.timer)
    this.timer = undefined
    await this.tick
  }

  private schedule(): void {
    // Unref'd: a standby writer alone must not keep a process alive.
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.tick = this.look().then((again) => {
        this.tick = undefined
        if (again && this.wanted) this.schedule()
        else this.wanted = false
      })
    }, this.intervalMs)
    this.timer.unref()
  }

  /** One look at the stream; false when the loop is over (the writer role was taken back). */
  private async look(): Promise<boolean> {
    try {
      const version = await this.hooks.readVersion()
      if (!this.wanted) return false
      if (version !== this.seenVersion) {
        await this.hooks.onMoved(version)
        this.seenVersion = version
        this.stillSince = performance.now()
        return true
      }
      if (performance.now() - this.stillSince < this.graceMs) return true
      await this.hooks.onQuiet()
      return false
    } catch (error) {
      // The database is away, or the rebuild failed: stay on standby and look again.
      this.hooks.log.warn({ err: error }, 'standby writer: following the log failed, trying again')
      return true
    }
  }
}
