import { describe, expect, it } from 'vitest'
import { reportParamsOf, reportQueryOf } from './report-query.js'

describe("the report's address", () => {
  it('keeps the valid filters and the page, and leaves out the rest', () => {
    const params = new URLSearchParams(
      'from=2030-03&to=2030-13&status=closed&sector=mars&owner_id=22&page=3&other=1',
    )
    expect(reportQueryOf(params)).toEqual({ from: '2030-03', status: 'closed', owner_id: 22, page: 3 })
    expect(reportQueryOf(new URLSearchParams('owner_id=-1&page=1&status=open'))).toEqual({})
  })

  it('writes a query back without its defaults', () => {
    expect(reportParamsOf({ from: '2030-03', sector: 'banking', owner_id: 22, page: 1 }).toString()).toBe(
      'from=2030-03&sector=banking&owner_id=22',
    )
    expect(reportParamsOf({ status: 'draft', page: 2 }).toString()).toBe('status=draft&page=2')
  })
})
