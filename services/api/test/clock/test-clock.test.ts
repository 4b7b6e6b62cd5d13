import { describe, expect, it } from 'vitest'
import { systemClock, testClock } from '../../src/platform/clock.js'

describe('testClock', () => {
  const START = Date.parse('2030-01-01T00:00:00Z')

  it('stands still until moved, forward or back', () => {
    const clock = testClock(START)
    expect(clock.now()).toBe(START)
    expect(clock.date()).toEqual(new Date(START))
    clock.advance(1_500)
    expect(clock.now()).toBe(START + 1_500)
    clock.set(START - 10)
    expect(clock.now()).toBe(START - 10)
  })

  it('runs its timers when time reaches them, soonest first, each once', () => {
    const clock = testClock(START)
    const ran: string[] = []
    clock.at(START + 200, () => ran.push('b'))
    clock.at(START + 100, () => ran.push('a'))
    const cancelled = clock.at(START + 150, () => ran.push('cancelled'))
    clock.at(START + 5_000, () => ran.push('later'))
    cancelled.cancel()
    clock.advance(99)
    expect(ran).toEqual([])
    clock.advance(1)
    expect(ran).toEqual(['a'])
    clock.set(START + 1_000)
    expect(ran).toEqual(['a', 'b'])
    expect(clock.pending()).toEqual([START + 5_000])
    clock.advance(10_000)
    expect(ran).toEqual(['a', 'b', 'later'])
    expect(clock.pending()).toEqual([])
  })

  it('runs a timer armed by another one when it is due too', () => {
    const clock = testClock(START)
    const ran: number[] = []
    clock.at(START + 10, () => {
      ran.push(clock.now())
      clock.at(START + 20, () => ran.push(clock.now()))
    })
    clock.advance(60)
    expect(ran).toEqual([START + 60, START + 60])
  })

  it('runs a timer armed for a time already reached on the next tick, as a real timer', async () => {
    const clock = testClock(START)
    let ran = false
    clock.at(START, () => (ran = true))
    expect(ran).toBe(false)
    await Promise.resolve()
    expect(ran).toBe(true)
  })
})

describe('systemClock', () => {
  it('reads the real time', () => {
    const before = Date.now()
    const now = systemClock.now()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(systemClock.date().getTime()).toBeGreaterThanOrEqual(now)
  })

  it('runs a timer at its time, and never once cancelled', async () => {
    const ran: string[] = []
    systemClock.at(systemClock.now() + 20, () => ran.push('due')).cancel()
    await new Promise<void>((resolve) => systemClock.at(systemClock.now() + 20, resolve))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(ran).toEqual([])
  })
})
