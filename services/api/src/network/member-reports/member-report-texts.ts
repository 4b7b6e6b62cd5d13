import type { MemberReportRole, MemberReportState, Practice, Sector, Seniority } from '@iqs/protocol'
import type { MailLanguage } from '../../platform/mail/mailer.js'

/** The words of the members workbook in each language (the web's labels, `common` and its own). */
export interface MemberReportTexts {
  membersSheet: string
  summarySheet: string
  title: (role: string, filters: string) => string
  noFilter: string
  roles: Record<MemberReportRole, string>
  states: Record<MemberReportState, string>
  sectors: Record<Sector, string>
  practices: Record<Practice, string>
  seniority: Record<Seniority, string>
  filters: {
    query: string
    state: string
    sector: string
    practice: string
    seniority: string
    registeredFrom: string
    registeredTo: string
  }
  columns: {
    lastName: string
    firstName: string
    email: string
    state: string
    registered: string
    approved: string
    sectors: string
    practices: string
    seniority: string
    company: string
    rating: string
    reviews: string
  }
  summary: {
    state: string
    members: string
    month: string
    registrations: string
    approvals: string
    total: string
    trend: (from: string, to: string) => string
  }
}

export const MEMBER_REPORT_TEXTS: Record<MailLanguage, MemberReportTexts> = {
  en: {
    membersSheet: 'Members',
    summarySheet: 'Summary',
    title: (role, filters) => `${role}: members, ${filters}`,
    noFilter: 'all',
    roles: { ExecPartner: 'Executive partners', Consultant: 'Consultants', Client: 'Clients' },
    states: {
      ONBOARDING: 'Onboarding',
      PENDING: 'Pending review',
      APPROVED: 'Approved',
      REJECTED: 'Rejected',
      SUSPENDED: 'Suspended',
    },
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
    practices: {
      strategy: 'Strategy',
      'digital-transformation': 'Digital transformation',
      'data-ai': 'Data & AI',
      cybersecurity: 'Cybersecurity',
      'cloud-infrastructure': 'Cloud & infrastructure',
      'finance-risk': 'Finance & risk',
      'operations-supply-chain': 'Operations & supply chain',
    },
    seniority: { Junior: 'Junior', Middle: 'Mid-level', Senior: 'Senior', Lead: 'Lead' },
    filters: {
      query: 'name or e-mail',
      state: 'state',
      sector: 'sector',
      practice: 'practice',
      seniority: 'seniority',
      registeredFrom: 'registered from',
      registeredTo: 'registered to',
    },
    columns: {
      lastName: 'Last name',
      firstName: 'First name',
      email: 'E-mail',
      state: 'State',
      registered: 'Registered',
      approved: 'Approved',
      sectors: 'Sectors',
      practices: 'Practices',
      seniority: 'Seniority',
      company: 'Company',
      rating: 'Rating',
      reviews: 'Reviews',
    },
    summary: {
      state: 'State',
      members: 'Members',
      month: 'Month',
      registrations: 'Registrations',
      approvals: 'Approvals',
      total: 'Total',
      trend: (from, to) => `By month, ${from} to ${to} (UTC months)`,
    },
  },
  fr: {
    membersSheet: 'Membres',
    summarySheet: 'Synthèse',
    title: (role, filters) => `${role} : membres, ${filters}`,
    noFilter: 'tous',
    roles: { ExecPartner: 'Executive partners', Consultant: 'Consultants', Client: 'Clients' },
    states: {
      ONBOARDING: 'Inscription en cours',
      PENDING: 'En attente de validation',
      APPROVED: 'Approuvé',
      REJECTED: 'Refusé',
      SUSPENDED: 'Suspendu',
    },
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
    practices: {
      strategy: 'Stratégie',
      'digital-transformation': 'Transformation numérique',
      'data-ai': 'Data & IA',
      cybersecurity: 'Cybersécurité',
      'cloud-infrastructure': 'Cloud & infrastructure',
      'finance-risk': 'Finance & risques',
      'operations-supply-chain': 'Opérations & supply chain',
    },
    seniority: { Junior: 'Junior', Middle: 'Confirmé', Senior: 'Senior', Lead: 'Expert / Lead' },
    filters: {
      query: 'nom ou e-mail',
      state: 'état',
      sector: 'secteur',
      practice: 'domaine',
      seniority: 'séniorité',
      registeredFrom: 'inscrits depuis le',
      registeredTo: "inscrits jusqu'au",
    },
    columns: {
      lastName: 'Nom',
      firstName: 'Prénom',
      email: 'E-mail',
      state: 'État',
      registered: 'Inscription',
      approved: 'Approbation',
      sectors: 'Secteurs',
      practices: 'Domaines',
      seniority: 'Séniorité',
      company: 'Entreprise',
      rating: 'Note',
      reviews: 'Avis',
    },
    summary: {
      state: 'État',
      members: 'Membres',
      month: 'Mois',
      registrations: 'Inscriptions',
      approvals: 'Approbations',
      total: 'Total',
      trend: (from, to) => `Par mois, de ${from} à ${to} (mois UTC)`,
    },
  },
}
