import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { useRegisterReads } from '../api/get-register-reads.js'

/**
 * Who read the holders register, and how (every read is recorded by the api): opened on demand
 * under the register, so the token admin can answer "who saw our shareholders' contacts".
 */
export function RegisterReads() {
  const { t, i18n } = useTranslation('iqs-admin')
  const [open, setOpen] = useState(false)
  const reads = useRegisterReads(open)
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })
  return (
    <details className="register-reads" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('holdings.reads.title')}</summary>
      <ListState
        status={reads.status}
        isEmpty={reads.data?.length === 0}
        emptyText={t('holdings.reads.empty')}
        errorText={t('holdings.reads.loadError')}
      >
        {reads.data && (
          <div className="table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>{t('holdings.reads.when')}</th>
                  <th>{t('holdings.reads.who')}</th>
                  <th>{t('holdings.reads.role')}</th>
                  <th>{t('holdings.reads.format')}</th>
                  <th className="num">{t('holdings.position')}</th>
                  <th>{t('holdings.reads.contacts')}</th>
                </tr>
              </thead>
              <tbody>
                {reads.data.map((read) => (
                  <tr key={read.id}>
                    <td>{dateTime.format(new Date(read.readAt))}</td>
                    <td>{read.email ?? t('holdings.reads.deletedAccount', { id: read.userId })}</td>
                    <td>{t(`holdings.reads.roles.${read.role}`, { defaultValue: read.role })}</td>
                    <td>{read.format === 'xlsx' ? 'Excel' : t('holdings.reads.screen')}</td>
                    <td className="num">{read.position}</td>
                    <td>{read.contactsMasked ? t('holdings.reads.masked') : t('holdings.reads.shown')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
    </details>
  )
}
