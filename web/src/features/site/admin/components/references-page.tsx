import type { AdminReference } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { useAdminReferences } from '../api/admin-references.js'
import { useEditing } from '../hooks/use-editing.js'
import { ReferencePanel } from './reference-panel.js'

/**
 * `/admin-web-site/references`: the client references of the public clients page, in their order,
 * visible or hidden; a reference opens in its panel (`?edit=<id>`, `?edit=new`).
 */
export function ReferencesPage() {
  const { t } = useTranslation('admin-web-site')
  const { editing, open, close } = useEditing()
  const references = useAdminReferences()
  return (
    <div className="site-admin">
      <div className="site-admin__head">
        <h2>{t('references.title')}</h2>
        <button type="button" className="button" onClick={() => open('new')}>
          {t('references.new')}
        </button>
      </div>
      <p className="muted">{t('references.intro')}</p>
      <div className={`site-admin__workspace${editing ? ' site-admin__workspace--editing' : ''}`}>
        <div className="site-admin__list">
          <ListState
            status={references.status}
            isEmpty={references.data?.items.length === 0}
            emptyText={t('references.empty')}
            errorText={t('references.error')}
          >
            <div className="site-admin__table-wrap">
              <table className="site-admin__table">
                <caption className="visually-hidden">{t('references.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('fields.position')}</th>
                    <th scope="col">{t('fields.client_name')}</th>
                    <th scope="col">{t('fields.sector')}</th>
                    <th scope="col">{t('references.state')}</th>
                    <th scope="col">{t('actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {references.data?.items.map((reference) => (
                    <ReferenceRow
                      key={reference.id}
                      reference={reference}
                      selected={editing === String(reference.id)}
                      onEdit={() => open(String(reference.id))}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          </ListState>
        </div>
        {editing && (
          <ReferencePanel
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

function ReferenceRow({
  reference,
  selected,
  onEdit,
}: {
  reference: AdminReference
  selected: boolean
  onEdit: () => void
}) {
  const { t } = useTranslation('admin-web-site')
  const { t: common } = useTranslation()
  return (
    <tr aria-selected={selected || undefined} className={selected ? 'site-admin__row--selected' : undefined}>
      <td className="num">{reference.position}</td>
      <td>
        <strong>{reference.client_name}</strong>
      </td>
      <td>{reference.sector ? common(`sectors.${reference.sector}`) : '—'}</td>
      <td>
        <span className={`site-admin__badge site-admin__badge--${reference.visible ? 'on' : 'off'}`}>
          {t(reference.visible ? 'references.visible' : 'references.hidden')}
        </span>
      </td>
      <td>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('editNamed', { name: reference.client_name })}
          onClick={onEdit}
        >
          {t('edit')}
        </button>
      </td>
    </tr>
  )
}
