import type { MyProject, ProjectPublishField, ProjectRequest } from '@iqs/protocol'

/** What the form holds: the request as a client may send it (the schema turns '' into null). */
export type ProjectFormValues = ProjectRequest

/** A new project: every field empty, not remote, no KPI. */
export const BLANK_PROJECT: ProjectFormValues = {
  title: '',
  sector: null,
  domain: null,
  city: '',
  remote: false,
  duration_days: null,
  experience: null,
  description: '',
  base_fee: '',
  success_fee: '',
  bonus_percent: null,
  malus_percent: null,
  kpis: [],
  contact: '',
}

/** The form of a saved project, every field as it was saved. */
export function projectFormValues(project: MyProject): ProjectFormValues {
  return {
    title: project.title,
    sector: project.sector,
    domain: project.domain,
    city: project.city ?? '',
    remote: project.remote,
    duration_days: project.duration_days,
    experience: project.experience,
    description: project.description ?? '',
    base_fee: project.base_fee ?? '',
    success_fee: project.success_fee ?? '',
    bonus_percent: project.bonus_percent,
    malus_percent: project.malus_percent,
    kpis: project.kpis.map(({ name, target }) => ({ name, target })),
    contact: project.contact ?? '',
  }
}

/** The form's field a publish check's name points at (`city_or_remote`: the city's box). */
export function formFieldOf(field: ProjectPublishField): keyof ProjectFormValues {
  return field === 'city_or_remote' ? 'city' : field
}

/** An input's text as a number field's value: empty is "not given" (null); the schema refuses NaN. */
export const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value)

/** A select's value: its empty "Choose..." option is null. */
export const choiceOrNull = (value: unknown): string | null =>
  value === '' || value == null ? null : String(value)

/** A fee's text, trimmed; empty is null (the schema then takes it as "not given"). */
export const feeOrNull = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : ''
  return text === '' ? null : text
}
