import type { ProfileReviews, Review } from '@iqs/protocol'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { ProfileReviewsSection } from './profile-reviews.js'

const REVIEW: Review = {
  id: '5d0f6a3e-8c1b-4a57-9e2d-7b6c5a4f3e21',
  contract_id: '0b9f6c1e-5d3a-4c55-9a57-2f1e8d7c6b5a',
  project: { id: 12, title: 'Claims platform audit' },
  author: { user_id: 3, name: 'Claire Client', role: 'Client' },
  subject: { user_id: 7, name: 'Camille Martin', role: 'Consultant' },
  rating: 4,
  criteria: { quality: 5, communication: 4, reliability: 3 },
  comment: 'Clear reports, on time.',
  state: 'published',
  created_at: '2026-11-20T10:00:00.000Z',
}

const renderSection = async (reviews: ProfileReviews, language = 'en') => {
  await i18n.loadNamespaces('network-reviews')
  await i18n.changeLanguage(language)
  render(<ProfileReviewsSection reviews={reviews} />)
}

describe('the reviews on a profile', () => {
  afterEach(() => i18n.changeLanguage('en'))

  it('shows the average, then each review with its author and comment', async () => {
    await renderSection({ average: '4.0', count: 1, items: [REVIEW] })
    const section = screen.getByRole('region', { name: 'Reviews' })
    expect(section).toHaveTextContent('4.0 out of 5 from 1 review')
    expect(section).toHaveTextContent('By Claire Client (client)')
    expect(section).toHaveTextContent('Clear reports, on time.')
  })

  it('says there is none yet, in French too', async () => {
    await renderSection({ average: null, count: 0, items: [] }, 'fr')
    expect(screen.getByRole('region', { name: 'Avis' })).toHaveTextContent('Aucun avis pour le moment')
  })
})
