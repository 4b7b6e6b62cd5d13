import type { ProjectRow } from './projects.table.js'

/** What a project says of itself, as every answer shows it (the board's and the owner's alike). */
export function projectFieldsOf(row: ProjectRow) {
  return {
    sector: row.sector,
    domain: row.domain,
    city: row.city,
    remote: row.remote,
    duration_days: row.duration_days,
    experience: row.experience,
    description: row.description,
    base_fee: row.base_fee,
    success_fee: row.success_fee,
    bonus_percent: row.bonus_percent,
    malus_percent: row.malus_percent,
    kpis: row.kpis,
    contact: row.contact,
  }
}
