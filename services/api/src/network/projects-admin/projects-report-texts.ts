import type { ProjectsReportMonthFigure, ProjectStatus, Sector } from '@iqs/protocol'
import type { MailLanguage } from '../../platform/mail/mailer.js'

/** The columns of the workbook's projects sheet that are figures (the rest say what the project is). */
export type ProjectColumn =
  | 'id'
  | 'title'
  | 'status'
  | 'sector'
  | 'owner'
  | 'owner_role'
  | 'created_at'
  | 'first_published_at'
  | 'applications'
  | 'hours_to_first_applicant'
  | 'contracts'
  | 'contracts_signed'
  | 'contracts_completed'
  | 'base_fee'
  | 'success_fee'
  | 'contracted_base_fees'
  | 'day_rate_value'
  | 'success_fee_due'

/** Everything the workbook writes, in one language. */
export interface ReportTexts {
  projectsSheet: string
  monthsSheet: string
  breakdownSheet: string
  title: (from: string, to: string) => string
  monthsTitle: (from: string, to: string) => string
  filters: (parts: string[]) => string
  noFilter: string
  filterStatus: string
  filterSector: string
  filterOwner: string
  month: string
  total: string
  columns: Record<ProjectColumn, string>
  figures: Record<ProjectsReportMonthFigure, string>
  statuses: Record<ProjectStatus, string>
  sectors: Record<Sector, string>
  roles: Record<string, string>
  byStatus: string
  bySector: string
  byOwner: string
  projects: string
  applications: string
  contractsSigned: string
  contractedBaseFees: string
  noSector: string
  noOwner: string
  erased: string
}

/**
 * The projects admin's workbook in English and French: the admin's account language, as the
 * partner's and the IQStem reports. Sector and state names are the web's (`common:sectors`,
 * `network-projects:status`).
 */
export const REPORT_TEXTS: Record<MailLanguage, ReportTexts> = {
  en: {
    projectsSheet: 'Projects',
    monthsSheet: 'By month',
    breakdownSheet: 'Breakdown',
    title: (from, to) => `Projects created from ${from} to ${to} (UTC months), with their figures`,
    monthsTitle: (from, to) => `What happened to the projects, month by month, ${from} to ${to} (UTC months)`,
    filters: (parts) => `Filters: ${parts.join('; ')}`,
    noFilter: 'Filters: none',
    filterStatus: 'state',
    filterSector: 'sector',
    filterOwner: 'owner',
    month: 'Month',
    total: 'Total',
    columns: {
      id: 'No.',
      title: 'Title',
      status: 'State',
      sector: 'Sector',
      owner: 'Owner',
      owner_role: 'Owner role',
      created_at: 'Created (UTC)',
      first_published_at: 'First published (UTC)',
      applications: 'Applications',
      hours_to_first_applicant: 'Hours to first applicant',
      contracts: 'Contracts',
      contracts_signed: 'Contracts signed',
      contracts_completed: 'Contracts completed',
      base_fee: 'Base fee €',
      success_fee: 'Success fee €',
      contracted_base_fees: 'Contracted base fees €',
      day_rate_value: 'Day rate × working days €',
      success_fee_due: 'Success fee due €',
    },
    figures: {
      projects_created: 'Projects created',
      projects_published: 'Projects published',
      applications_received: 'Applications received',
      contracts_drafted: 'Contracts drafted',
      contracts_signed: 'Contracts signed',
      contracts_completed: 'Contracts completed',
      contracted_fees: 'Contracted fees €',
      success_fees_due: 'Success fees due €',
    },
    statuses: { draft: 'Draft', published: 'Published', closed: 'Closed' },
    sectors: {
      banking: 'Banking',
      insurance: 'Insurance',
      energy: 'Energy & utilities',
      industry: 'Industry',
      retail: 'Retail & consumer goods',
      healthcare: 'Healthcare & life sciences',
      'public-sector': 'Public sector',
      telecoms: 'Telecoms & media',
      transport: 'Transport & logistics',
    },
    roles: { Client: 'Client', ExecPartner: 'Executive partner', Admin: 'Admin' },
    byStatus: 'By state',
    bySector: 'By sector',
    byOwner: 'By owner',
    projects: 'Projects',
    applications: 'Applications',
    contractsSigned: 'Contracts signed',
    contractedBaseFees: 'Contracted base fees €',
    noSector: 'No sector',
    noOwner: 'No owner',
    erased: '(erased account)',
  },
  fr: {
    projectsSheet: 'Projets',
    monthsSheet: 'Par mois',
    breakdownSheet: 'Répartition',
    title: (from, to) => `Projets créés de ${from} à ${to} (mois UTC), avec leurs chiffres`,
    monthsTitle: (from, to) => `Ce qui est arrivé aux projets, mois par mois, de ${from} à ${to} (mois UTC)`,
    filters: (parts) => `Filtres : ${parts.join(' ; ')}`,
    noFilter: 'Filtres : aucun',
    filterStatus: 'état',
    filterSector: 'secteur',
    filterOwner: 'propriétaire',
    month: 'Mois',
    total: 'Total',
    columns: {
      id: 'N°',
      title: 'Titre',
      status: 'État',
      sector: 'Secteur',
      owner: 'Propriétaire',
      owner_role: 'Rôle du propriétaire',
      created_at: 'Créé (UTC)',
      first_published_at: 'Première publication (UTC)',
      applications: 'Candidatures',
      hours_to_first_applicant: 'Heures avant le premier candidat',
      contracts: 'Contrats',
      contracts_signed: 'Contrats signés',
      contracts_completed: 'Contrats terminés',
      base_fee: 'Honoraires de base €',
      success_fee: 'Success fee €',
      contracted_base_fees: 'Honoraires de base contractés €',
      day_rate_value: 'TJM × jours ouvrés €',
      success_fee_due: 'Success fee due €',
    },
    figures: {
      projects_created: 'Projets créés',
      projects_published: 'Projets publiés',
      applications_received: 'Candidatures reçues',
      contracts_drafted: 'Contrats rédigés',
      contracts_signed: 'Contrats signés',
      contracts_completed: 'Contrats terminés',
      contracted_fees: 'Honoraires contractés €',
      success_fees_due: 'Success fees dues €',
    },
    statuses: { draft: 'Brouillon', published: 'Publié', closed: 'Clos' },
    sectors: {
      banking: 'Banque',
      insurance: 'Assurance',
      energy: 'Énergie & services publics',
      industry: 'Industrie',
      retail: 'Distribution & biens de consommation',
      healthcare: 'Santé & sciences de la vie',
      'public-sector': 'Secteur public',
      telecoms: 'Télécoms & médias',
      transport: 'Transport & logistique',
    },
    roles: { Client: 'Client', ExecPartner: 'Partenaire exécutif', Admin: 'Admin' },
    byStatus: 'Par état',
    bySector: 'Par secteur',
    byOwner: 'Par propriétaire',
    projects: 'Projets',
    applications: 'Candidatures',
    contractsSigned: 'Contrats signés',
    contractedBaseFees: 'Honoraires de base contractés €',
    noSector: 'Sans secteur',
    noOwner: 'Sans propriétaire',
    erased: '(compte effacé)',
  },
}
