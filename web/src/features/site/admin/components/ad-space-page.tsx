import type { AdminAd } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { formatDate } from '../../../../lib/format.js'
import { useAdminAds } from '../api/admin-ads.js'
import { useEditing } from '../hooks/use-editing.js'
import { adState } from '../utils/ad-state.js'
import { AdPanel } from './ad-panel.js'

/**
 * `/admin-web-site/ad-space`: the side column's ads in their order, each with whether it shows
 * today and why not; an ad opens in its panel (`?edit=<id>`, `?edit=new`).
 */
export function AdSpacePage() {
  const { t } = useTranslation('admin-web-site')
  const { editing, open, close } = useEditing()
  const ads = useAdminAds()
  return (
    <div className="site-admin">
      <div className="site-admin__head">
        <h2>{t('ads.title')}</h2>
        <button type="button" className="button" onClick={() => open('new')}>
          {t('ads.new')}
        </button>
      </div>
      <p className="muted">{t('ads.intro')}</p>
      <div className={`site-admin__workspace${editing ? ' site-admin__workspace--editing' : ''}`}>
        <div className="site-admin__list">
          <ListState
            status={ads.status}
            isEmpty={ads.data?.items.length === 0}
            emptyText={t('ads.empty')}
            errorText={t('ads.error')}
          >
            <div className="site-admin__table-wrap">
              <table className="site-admin__table">
                <caption className="visually-hidden">{t('ads.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('fields.position')}</th>
                    <th scope="col">{t('fields.title_en')}</th>
                    <th scope="col">{t('ads.dates')}</th>
                    <th scope="col">{t('ads.state')}</th>
                    <th scope="col">{t('actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {ads.data?.items.map((ad) => (
                    <AdRow
                      key={ad.id}
                      ad={ad}
                      selected={editing === String(ad.id)}
                      onEdit={() => open(String(ad.id))}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          </ListState>
        </div>
        {editing && (
          <AdPanel
            key={editing}
            id={editing === 'new' ? undefined : Number(editing)}
            onCreated={(id) => open(String(id))}
            onClose={close}
          />
        )}
      </div>
    </div>
  )
}

function AdRow({ ad, selected, onEdit }: { ad: AdminAd; selected: boolean; onEdit: () => void }) {
  const { t, i18n } = useTranslation('admin-web-site')
  const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00.000Z`, i18n.language) : null)
  const state = adState(ad, new Date().toISOString().slice(0, 10))
  const from = day(ad.active_from)
  const until = day(ad.active_until)
  return (
    <tr aria-selected={selected || undefined} className={selected ? 'site-admin__row--selected' : undefined}>
      <td className="num">{ad.position}</td>
      <td>
        <strong>{ad.title_en}</strong>
        {ad.title_fr && (
          <span className="muted site-admin__second" lang="fr">
            {ad.title_fr}
          </span>
        )}
        <span className="muted site-admin__second site-admin__link">{ad.link}</span>
      </td>
      <td className="site-admin__nowrap">
        {from && until
          ? t('ads.between', { from, until })
          : from
            ? t('ads.from', { from })
            : until
              ? t('ads.until', { until })
              : t('ads.always')}
      </td>
      <td>
        <span className={`site-admin__badge site-admin__badge--${state === 'showing' ? 'on' : 'off'}`}>
          {t(`ads.states.${state}`)}
        </span>
      </td>
      <td>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('editNamed', { name: ad.title_en })}
          onClick={onEdit}
        >
          {t('edit')}
        </button>
      </td>
    </tr>
  )
}
