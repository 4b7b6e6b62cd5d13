import { describe, expect, it } from 'vitest'
import { successFeeDue } from '@iqs/protocol'

const terms = { success_fee: '10000.50', bonus_percent: 20, malus_percent: 10 }

describe('the success fee', () => {
  it('pays the success fee times the mean achievement', () => {
    expect(successFeeDue(terms, [100])).toEqual({ multiple: '1.0000', due: '10000.50' })
    // 10000.50 * 1.05 = 10500.525: half-even keeps the even cent.
    expect(successFeeDue(terms, [110, 100])).toEqual({ multiple: '1.0500', due: '10500.52' })
  })

  it('holds the multiple within the bonus and malus bounds', () => {
    expect(successFeeDue(terms, [300])).toEqual({ multiple: '1.2000', due: '12000.60' })
    expect(successFeeDue(terms, [0, 50])).toEqual({ multiple: '0.9000', due: '9000.45' })
  })

  it('reads a missing bound as 0 %: no bonus, no malus', () => {
    expect(successFeeDue({ success_fee: '5000', bonus_percent: null, malus_percent: null }, [250])).toEqual({
      multiple: '1.0000',
      due: '5000.00',
    })
    expect(successFeeDue({ success_fee: '5000', bonus_percent: 50, malus_percent: null }, [10])).toEqual({
      multiple: '1.0000',
      due: '5000.00',
    })
  })

  it('rounds the multiple to four decimals and the fee to cents, half to even', () => {
    // (100 + 100 + 101) / 3 / 100 = 1.003333...: 1.0033.
    expect(
      successFeeDue({ success_fee: '1000', bonus_percent: 10, malus_percent: 10 }, [100, 100, 101]),
    ).toEqual({
      multiple: '1.0033',
      due: '1003.30',
    })
    // 0.50 * 1.05 = 0.525 -> 0.52 half-even (half-up would give 0.53).
    expect(successFeeDue({ success_fee: '0.50', bonus_percent: 10, malus_percent: 0 }, [105])!.due).toBe(
      '0.52',
    )
    // 0.50 * 1.07 = 0.535 -> 0.54 half-even.
    expect(successFeeDue({ success_fee: '0.50', bonus_percent: 10, malus_percent: 0 }, [107])!.due).toBe(
      '0.54',
    )
  })

  it('is null without a success fee or without KPIs', () => {
    expect(successFeeDue({ ...terms, success_fee: null }, [120])).toBeNull()
    expect(successFeeDue(terms, [])).toBeNull()
  })

  it('stays exact on large amounts', () => {
    expect(
      successFeeDue({ success_fee: '999999999.99', bonus_percent: 100, malus_percent: 100 }, [200]),
    ).toEqual({
      multiple: '2.0000',
      due: '1999999999.98',
    })
  })
})
