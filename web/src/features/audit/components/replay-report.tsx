import type { ReplayReport, ReplayVerdict } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/**
 * The replay's report: per market the engine's state hash replayed from scratch beside the live
 * writer's, per projection the digest of the rebuilt tables beside the live ones, each with its
 * verdict; under a projection that differs, the tables that differ.
 */
export function ReplayReportTables({ report }: { report: ReplayReport }) {
  const { t } = useTranslation('audit')
  return (
    <div className="replay-report">
      <div className="table-wrap">
        <table className="audit-table replay-table" aria-label={t('replay.markets')}>
          <thead>
            <tr>
              <th>{t('replay.columns.market')}</th>
              <th className="num">{t('replay.columns.version')}</th>
              <th>{t('replay.columns.replayHash')}</th>
              <th>{t('replay.columns.liveHash')}</th>
              <th>{t('replay.columns.verdict')}</th>
            </tr>
          </thead>
          <tbody>
            {report.markets.map((m) => (
              <tr key={m.streamId}>
                <th scope="row">
                  <code>{m.streamId}</code>
                </th>
                <td className="num">{m.version}</td>
                <td>
                  <code>{m.replayHash}</code>
                </td>
                <td>
                  <code>{m.liveHash}</code>
                </td>
                <td>
                  <Verdict verdict={m.verdict} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-wrap">
        <table className="audit-table replay-table" aria-label={t('replay.projections')}>
          <thead>
            <tr>
              <th>{t('replay.columns.projection')}</th>
              <th className="num">{t('replay.columns.rows')}</th>
              <th>{t('replay.columns.replayDigest')}</th>
              <th>{t('replay.columns.liveDigest')}</th>
              <th className="num">{t('replay.columns.checkpoint')}</th>
              <th>{t('replay.columns.verdict')}</th>
            </tr>
          </thead>
          <tbody>
            {report.projections.map((p) => (
              <tr key={p.name}>
                <th scope="row">
                  <code>{p.name}</code>
                  {p.verdict === 'DIFFER' && (
                    <ul className="replay-tables">
                      {p.tables
                        .filter((table) => table.md5 !== table.liveMd5)
                        .map((table) => (
                          <li key={table.table}>
                            {t('replay.tableDiffers', {
                              table: table.table,
                              rows: table.rows,
                              liveRows: table.liveRows,
                            })}
                          </li>
                        ))}
                    </ul>
                  )}
                </th>
                <td className="num">
                  {p.rows === p.liveRows
                    ? p.rows
                    : t('replay.rowsBoth', { rows: p.rows, liveRows: p.liveRows })}
                </td>
                <td>
                  <code>{p.replayDigest}</code>
                </td>
                <td>
                  <code>{p.liveDigest}</code>
                </td>
                <td className="num">{p.liveCheckpoint}</td>
                <td>
                  <Verdict verdict={p.verdict} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function Verdict({ verdict }: { verdict: ReplayVerdict }) {
  const { t } = useTranslation('audit')
  return (
    <span className={`verdict verdict--${verdict.toLowerCase()}`}>{t(`replay.verdicts.${verdict}`)}</span>
  )
}
