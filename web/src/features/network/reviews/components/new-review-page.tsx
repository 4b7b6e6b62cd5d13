import type { AwaitingReview } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { formatDate } from '../../../../lib/format.js'
import { myReviewsPath, newReviewPath } from '../../contracts/utils/contract-paths.js'
import { useMyReviews, useSubmitReview } from '../api/reviews-api.js'
import { ReviewForm } from './review-form.js'
import './reviews.css'

/**
 * /my-projects/new-review (spec §2): pick a completed contract awaiting my review, then write it;
 * `?contract=<id>` (the contract page's link) opens its form at once.
 */
export function NewReviewPage() {
  const { t, i18n } = useTranslation('network-reviews')
  const [params] = useSearchParams()
  const reviews = useMyReviews()
  const awaiting = reviews.data?.awaiting ?? []
  const chosen = awaiting.find((a) => a.contract_id === params.get('contract'))
  return (
    <section className="my-projects-list" aria-labelledby="new-review-title">
      <div className="my-projects-list__head">
        <h2 id="new-review-title">{t('new.title')}</h2>
        <Link className="button button--secondary" to={myReviewsPath}>
          {t('mine.title')}
        </Link>
      </div>
      {chosen ? (
        <ReviewOf awaiting={chosen} />
      ) : (
        <ListState
          status={reviews.status}
          isEmpty={awaiting.length === 0}
          emptyText={t('new.empty')}
          errorText={t('mine.error')}
        >
          <p>{t('new.pick')}</p>
          <ul className="my-projects-list__rows" aria-label={t('new.listLabel')}>
            {awaiting.map((a) => (
              <li key={a.contract_id} className="my-projects-list__row">
                <Link className="my-projects-list__title" to={newReviewPath(a.contract_id)}>
                  {a.project.title ?? t('untitled')}
                </Link>
                <span className="muted">
                  {t('new.other', { name: a.other.name ?? t('erased') })} ·{' '}
                  {t('new.until', { date: formatDate(a.open_until, i18n.language) })}
                </span>
              </li>
            ))}
          </ul>
        </ListState>
      )}
    </section>
  )
}

function ReviewOf({ awaiting }: { awaiting: AwaitingReview }) {
  const { t } = useTranslation('network-reviews')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const submit = useSubmitReview()
  return (
    <div className="card">
      <h3>
        {t('new.of', {
          name: awaiting.other.name ?? t('erased'),
          project: awaiting.project.title ?? t('untitled'),
        })}
      </h3>
      <ReviewForm
        pending={submit.isPending}
        onSubmit={(body) =>
          submit.mutate(
            { contractId: awaiting.contract_id, body },
            {
              onSuccess: () => {
                toast.success(t('new.sent'))
                void navigate(myReviewsPath)
              },
              onError: (error) => toast.error(errorText(error, t('new.failed'))),
            },
          )
        }
      />
    </div>
  )
}
