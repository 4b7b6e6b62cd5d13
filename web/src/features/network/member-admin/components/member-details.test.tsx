import type { MemberDetail } from '@iqs/protocol'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { memberDetailFixture, memberSummaryFixture } from '../testing/member-admin-fixtures.js'
import {
  callsOf,
  refusal,
  renderMemberAdmin,
  resetMemberAdminTest,
  WAIT,
  warmUpMemberAdmin,
} from '../testing/render-member-admin.js'

const MEMBER = '/api/admin/network/members/21'

/** The record's api: the detail, and the account's suspension that changes it. */
function recordApi(initial: MemberDetail = memberDetailFixture()) {
  let detail = initial
  return {
    [MEMBER]: () => Response.json({ data: detail }),
    [`${MEMBER}/suspend`]: (_url: URL, init?: RequestInit) => {
      const { reason } = JSON.parse(String(init?.body)) as { reason: string }
      const account = { suspended: true, suspended_at: '2026-08-01T10:00:00.000Z', suspension_reason: reason }
      detail = {
        ...detail,
        account,
        history: [
          {
            id: 2,
            action: 'suspend',
            at: '2026-08-01T10:00:00.000Z',
            admin: { user_id: 7, name: 'Root Admin' },
            changes: { account: { from: 'ACTIVE', to: 'SUSPENDED' }, reason },
          },
          ...detail.history,
        ],
      }
      return Response.json({ data: account })
    },
    [`${MEMBER}/approve`]: () => {
      detail = { ...detail, member: { ...detail.member, status: 'APPROVED' } }
      return Response.json({ data: detail.member })
    },
  }
}

describe('a member’s record in the member admin areas', () => {
  beforeAll(warmUpMemberAdmin, 60_000)
  beforeEach(resetMemberAdminTest, 20_000)
  afterEach(resetMemberAdminTest, 20_000)

  it('shows what the member submitted, their work, reviews, token status and the admins’ actions', async () => {
    await renderMemberAdmin('/admin-consultants/details/21', recordApi())
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 2 }, WAIT)).toBeInTheDocument()
    const submitted = screen.getByRole('region', { name: 'What the applicant submitted' })
    expect(within(submitted).getByRole('link', { name: 'Download Ada CV.pdf' })).toHaveAttribute(
      'href',
      '/api/network/onboarding/cv?user_id=21',
    )
    expect(submitted).toHaveTextContent('Banking, Insurance')
    expect(submitted).toHaveTextContent('From 1 April 2026, 3 days a week')
    expect(submitted).toHaveTextContent('Claims data lead')
    expect(submitted).toHaveTextContent('75002 Paris')

    const applications = screen.getByRole('table', { name: 'Applications (1)' })
    expect(within(applications).getByRole('row', { name: /Data platform/ })).toHaveTextContent('Accepted')
    const contracts = screen.getByRole('table', { name: 'Contracts (1)' })
    expect(within(contracts).getByRole('row', { name: /Data platform/ })).toHaveTextContent(
      /Consultant.*Marie Curie.*Completed.*1 April 2026 to 30 June 2026/,
    )
    expect(screen.getByRole('region', { name: 'Reviews received' })).toHaveTextContent(
      'Rated 4.0 / 5 (1 published review)',
    )
    const tokens = screen.getByRole('region', { name: 'IQS token' })
    expect(tokens).toHaveTextContent('Approved')
    expect(tokens).toHaveTextContent('250')
    expect(screen.getByRole('region', { name: "Administrators' actions" })).toHaveTextContent(
      'Application approved by Cora Admin',
    )
    // Not pending: no decision to take; back to the reports.
    expect(screen.queryByRole('region', { name: 'Decision on the application' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the reports' })).toHaveAttribute(
      'href',
      '/admin-consultants/reports',
    )
  }, 30_000)

  it('suspends the account with a reason, then offers to reactivate it', async () => {
    const { api } = await renderMemberAdmin('/admin-consultants/details/21', recordApi())
    const account = await screen.findByRole('region', { name: 'Account' }, WAIT)
    expect(account).toHaveTextContent('Active')
    await userEvent.click(within(account).getByRole('button', { name: 'Suspend the account' }))
    const dialog = screen.getByRole('dialog', { name: 'Suspend the account of Ada Lovelace?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the account' }))
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText('Reason (sent to the member)'), 'Repeated no-shows.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the account' }))
    expect(await screen.findByText('The account of Ada Lovelace is suspended.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([[`${MEMBER}/suspend`, { reason: 'Repeated no-shows.' }]])
    expect(await within(account).findByRole('button', { name: 'Reactivate the account' })).toBeInTheDocument()
    expect(account).toHaveTextContent('Repeated no-shows.')
    expect(screen.getByRole('region', { name: "Administrators' actions" })).toHaveTextContent(
      'Account suspended by Root Admin',
    )
  }, 30_000)

  it('lets the admin decide on a pending client, under the pending list', async () => {
    const pending = memberDetailFixture({
      member: memberSummaryFixture({
        role: 'Client',
        status: 'PENDING',
        first_name: 'Marie',
        last_name: 'Curie',
      }),
      submitted: {
        ...memberDetailFixture().submitted,
        expertise: null,
        cv: null,
        profile: null,
        company: {
          company_name: 'Curie Labs',
          registration_number: 'RCS 123',
          company_address: '1 rue Curie, Paris',
          company_country: 'FR',
          company_size: '11-50',
          sector: 'insurance',
        },
      },
      applications: [],
      contracts: [],
      history: [],
    })
    const { api } = await renderMemberAdmin('/admin-clients/pending/details/21', recordApi(pending))
    const decision = await screen.findByRole('region', { name: 'Decision on the application' }, WAIT)
    const submitted = screen.getByRole('region', { name: 'What the applicant submitted' })
    expect(submitted).toHaveTextContent('Curie Labs')
    expect(submitted).toHaveTextContent('11-50 employees')
    expect(screen.getByRole('region', { name: 'Projects owned (0)' })).toHaveTextContent('No project yet.')
    expect(screen.getByRole('link', { name: 'Back to the pending applications' })).toHaveAttribute(
      'href',
      '/admin-clients/pending',
    )
    await userEvent.click(within(decision).getByRole('button', { name: 'Approve' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Marie Curie is approved.')).toBeInTheDocument()
    expect(callsOf(api, 'POST')).toEqual([[`${MEMBER}/approve`, {}]])
    expect(await screen.findByText('No administrator acted on this member yet.')).toBeInTheDocument()
  }, 30_000)

  it('says so when the member is not found, with the way back', async () => {
    await renderMemberAdmin('/admin-exec-partners/details/21', {
      [MEMBER]: () => refusal(404, 'MEMBER_NOT_FOUND'),
    })
    expect(
      await screen.findByText("This member does not exist, or is not one of this area's.", {}, WAIT),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the reports' })).toHaveAttribute(
      'href',
      '/admin-exec-partners/reports',
    )
  }, 30_000)

  it('sends a member shown in another area to theirs', async () => {
    const { router } = await renderMemberAdmin('/admin-exec-partners/details/21', recordApi())
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 2 }, WAIT)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin-consultants/details/21')
  }, 30_000)
})
