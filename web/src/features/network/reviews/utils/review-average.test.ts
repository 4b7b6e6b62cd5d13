import { describe, expect, it } from 'vitest'
import { criteriaMean } from './review-average.js'

describe("a review's criteria mean", () => {
  it('averages the three marks to one decimal', () => {
    expect(criteriaMean({ quality: 5, communication: 4, reliability: 3 })).toBe('4.0')
    expect(criteriaMean({ quality: 5, communication: 5, reliability: 4 })).toBe('4.7')
    expect(criteriaMean({ quality: 1, communication: 1, reliability: 2 })).toBe('1.3')
  })
})
