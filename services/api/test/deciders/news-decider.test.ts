import { describe, it } from 'vitest'
import { newsDecider, type NewsCommand, type NewsPublished } from '../../src/iqs/news/news-decider.js'
import { spec } from '../helpers/decider-spec.js'

const content = {
  newsId: 'n-1',
  title: 'Results',
  body: 'The 2029 results are out.',
  file: { name: 'results.pdf', mediaType: 'application/pdf', size: 10, sha256: 'ab'.repeat(32), key: 'n-1' },
  authorId: 'admin',
  at: '2030-01-01T10:00:00.000Z',
}
const publish: NewsCommand = { type: 'PublishNews', ...content }
const published: NewsPublished = { type: 'NewsPublished', ...content }

describe('news decider', () => {
  it('publishes an item with the id, author and time the route gave', () => {
    spec(newsDecider).given([]).when(publish).then([published])
    spec(newsDecider)
      .given([])
      .when({ ...publish, file: null })
      .then([{ ...published, file: null }])
  })

  it('publishes an item once: its id again is a conflict', () => {
    spec(newsDecider).given([published]).when(publish).thenThrows('CONFLICT')
  })
})
