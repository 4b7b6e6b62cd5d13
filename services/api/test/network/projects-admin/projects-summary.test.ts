import type { ProjectFigures } from '@iqs/protocol'
import { describe, expect, it } from 'vitest'
import { breakdownsOf, summaryOf } from '../../../src/network/projects-admin/projects-summary.js'

/** A project's figures: nothing happened to it unless said. */
const project = (id: number, overrides: Partial<ProjectFigures> = {}): ProjectFigures => ({
  id,
  title: `Project ${id}`,
  status: 'published',
  sector: 'banking',
  domain: null,
  owner: { user_id: 1, name: 'Marie Curie', role: 'Client' },
  created_at: '2030-03-01T00:00:00.000Z',
  first_published_at: '2030-03-01T00:00:00.000Z',
  applications: 0,
  first_application_at: null,
  hours_to_first_applicant: null,
  contracts: 0,
  contracts_signed: 0,
  contracts_completed: 0,
  base_fee: null,
  success_fee: null,
  contracted_base_fees: '0.00',
  day_rate_value: '0.00',
  success_fee_due: null,
  ...overrides,
})

describe("the projects report's sums", () => {
  it('takes the mean and the median of the hours over the projects that had an applicant', () => {
    const rows = [
      project(1, { applications: 1, hours_to_first_applicant: 10 }),
      project(2, { applications: 3, hours_to_first_applicant: 1 }),
      project(3, { applications: 1, hours_to_first_applicant: 100 }),
      project(4),
    ]
    // Mean 37, median the middle one (10); four hours would take the mean of the two middle ones.
    expect(summaryOf(rows)).toMatchObject({
      projects: 4,
      applications: 5,
      projects_with_applicant: 3,
      mean_hours_to_first_applicant: 37,
      median_hours_to_first_applicant: 10,
    })
    expect(
      summaryOf([...rows, project(5, { hours_to_first_applicant: 51 })]).median_hours_to_first_applicant,
    ).toBe(31)
    expect(summaryOf([project(1)])).toMatchObject({
      mean_hours_to_first_applicant: null,
      median_hours_to_first_applicant: null,
    })
  })

  it('sums the fees exactly, leaving out the ones not known', () => {
    const rows = [
      project(1, {
        base_fee: '0.10',
        success_fee: '1000.00',
        success_fee_due: '0.20',
        day_rate_value: '0.30',
      }),
      project(2, { base_fee: '0.20', contracted_base_fees: '99999999999999.99', day_rate_value: '0.01' }),
    ]
    expect(summaryOf(rows)).toMatchObject({
      base_fees: '0.30',
      success_fees: '1000.00',
      contracted_base_fees: '99999999999999.99',
      day_rate_value: '0.31',
      success_fees_due: '0.20',
    })
    expect(summaryOf([])).toMatchObject({ projects: 0, base_fees: '0.00', success_fees_due: '0.00' })
  })

  it('groups by state, sector and owner, the biggest first and the projects without one last', () => {
    const paul = { user_id: 2, name: 'Paul Partner', role: 'ExecPartner' as const }
    const rows = [
      project(1, { sector: null, owner: null, status: 'draft' }),
      project(2, { sector: 'energy', owner: paul, contracts_signed: 1, contracted_base_fees: '10.05' }),
      project(3, { sector: 'energy', owner: paul, contracted_base_fees: '0.00', status: 'closed' }),
      project(4, { sector: 'banking', applications: 2 }),
    ]
    const got = breakdownsOf(rows)
    expect(got.by_status).toEqual({ draft: 1, published: 2, closed: 1 })
    expect(got.by_sector).toEqual([
      { sector: 'energy', projects: 2, applications: 0, contracts_signed: 1, contracted_base_fees: '10.05' },
      { sector: 'banking', projects: 1, applications: 2, contracts_signed: 0, contracted_base_fees: '0.00' },
      { sector: null, projects: 1, applications: 0, contracts_signed: 0, contracted_base_fees: '0.00' },
    ])
    expect(got.by_owner.map((group) => [group.owner?.name ?? null, group.projects])).toEqual([
      ['Paul Partner', 2],
      ['Marie Curie', 1],
      [null, 1],
    ])
  })
})
