import type { LeaderGrouping } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { NavLink, useSearchParams } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { paths } from '../../../../lib/paths.js'
import { useLeaderGroups } from '../api/get-leader-groups.js'
import { useLeaders } from '../api/get-leaders.js'
import { LeaderCard } from './leader-card.js'
import './leaders.css'

const LABEL_NAMESPACE = { sector: 'sectors', practice: 'practices', function: 'functions' } as const

/**
 * /our-leaders/{sector|practice|function}: the tabs, the groups of the
 * current tab, and the executive partners of the chosen group (`?value=`).
 */
export function LeadersByGroup({ by }: { by: LeaderGrouping }) {
  const { t } = useTranslation(['leaders', 'common'])
  const [params, setParams] = useSearchParams()
  const groups = useLeaderGroups(by)
  const requested = params.get('value')
  const selected =
    groups.data?.find((group) => group.value === requested)?.value ?? groups.data?.[0]?.value ?? undefined
  const leaders = useLeaders(by, selected)
  const label = (value: string) => t(`common:${LABEL_NAMESPACE[by]}.${value}`)

  return (
    <div className="leaders">
      <p className="lead">{t('intro')}</p>
      <nav className="leaders__tabs" aria-label={t('tabs.label')}>
        <NavLink to={paths.leadersBySector}>{t('tabs.sector')}</NavLink>
        <NavLink to={paths.leadersByPractice}>{t('tabs.practice')}</NavLink>
        <NavLink to={paths.leadersByFunction}>{t('tabs.function')}</NavLink>
      </nav>
      <ListState
        status={groups.status}
        isEmpty={groups.data?.length === 0}
        emptyText={t(`${by}.emptyGroups`)}
        errorText={t(`${by}.groupsError`)}
      >
        <div className="leaders__groups" role="group" aria-label={t(`${by}.groupsLabel`)}>
          {groups.data?.map((group) => (
            <button
              key={group.value}
              type="button"
              className="leaders__group"
              aria-pressed={group.value === selected}
              onClick={() => setParams({ value: group.value })}
            >
              {label(group.value)} <span className="leaders__count">{group.count}</span>
            </button>
          ))}
        </div>
        {selected && (
          <section aria-labelledby="leaders-group-title">
            <h2 id="leaders-group-title" className="leaders__group-title">
              {label(selected)}
            </h2>
            <ListState
              status={leaders.status}
              isEmpty={leaders.data?.length === 0}
              emptyText={t(`${by}.empty`)}
              errorText={t(`${by}.error`)}
            >
              <ul className="card-grid">
                {leaders.data?.map((leader) => (
                  <LeaderCard key={leader.id} leader={leader} />
                ))}
              </ul>
            </ListState>
          </section>
        )}
      </ListState>
    </div>
  )
}
