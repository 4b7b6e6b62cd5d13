import type { Ad } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { storageUrl } from '../../../../lib/api-client.js'
import { truncate } from '../../../../lib/format.js'
import { useAds } from '../api/get-ads.js'
import './ads-column.css'

/** Spec §9: an ad's description is cut at 80 characters. */
export const AD_DESCRIPTION_LIMIT = 80

/** Where an ad leads: a site path or URL as is, anything else is a storage key. */
function adHref(link: string): string {
  return /^(\/|https?:\/\/)/.test(link) ? link : storageUrl(link)
}

/** The ads: in the left column at 1750 px and wider, under the main content below that. */
export function AdsColumn() {
  const { t } = useTranslation()
  const ads = useAds()
  return (
    <section className="ads" aria-labelledby="ads-title">
      <h2 id="ads-title" className="ads__title">
        {t('ads.title')}
      </h2>
      <ListState
        status={ads.status}
        isEmpty={(ads.data ?? []).length === 0}
        emptyText={t('ads.empty')}
        errorText={t('ads.error')}
      >
        <ul className="ads__list">
          {(ads.data ?? []).map((ad) => (
            <AdCard key={ad.id} ad={ad} />
          ))}
        </ul>
      </ListState>
    </section>
  )
}

/** One ad of the side column (the web-site admin previews an ad with it too). */
export function AdCard({ ad }: { ad: Ad }) {
  const href = adHref(ad.add_link)
  const external = /^https?:/.test(href) || href.includes('/api/storage/')
  return (
    <li className="ad-card">
      <a href={href} className="ad-card__link" {...(external ? { target: '_blank', rel: 'noopener' } : {})}>
        <img
          className="ad-card__image"
          src={storageUrl(ad.image_link)}
          alt=""
          loading="lazy"
          width="340"
          height="160"
        />
        <span className="ad-card__body">
          <strong className="ad-card__title">{ad.title}</strong>
          <span className="ad-card__description">{truncate(ad.description, AD_DESCRIPTION_LIMIT)}</span>
        </span>
      </a>
    </li>
  )
}
