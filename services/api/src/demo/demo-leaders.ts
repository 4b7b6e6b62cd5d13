import type { Availability, BusinessFunction, Practice, Sector } from '@iqs/protocol'

export interface DemoLeader {
  slug: string
  fullName: string
  headline: string
  sector: Sector
  practice: Practice
  businessFunction: BusinessFunction
  expertise: string
  degree: string
  availability: Availability
}

/**
 * Twelve executive partners spread over sectors, practices and functions: demo accounts whose
 * profiles the leaders pages show (`seed-demo-leaders.ts`).
 */
export const DEMO_LEADERS: DemoLeader[] = [
  [
    'helene-fabre',
    'Hélène Fabre',
    'Former COO of a retail bank',
    'banking',
    'digital-transformation',
    'operations',
    'Core banking, payments, operating models',
    'MSc Engineering, École Centrale Paris',
    'immediate',
  ],
  [
    'james-whitaker',
    'James Whitaker',
    'Ex-CRO, global insurer',
    'insurance',
    'finance-risk',
    'risk-compliance',
    'Solvency II, capital models, reinsurance',
    'MA Economics, University of Cambridge',
    'one-month',
  ],
  [
    'nadia-benali',
    'Nadia Benali',
    'Chief data officer, 20 years in insurance',
    'insurance',
    'data-ai',
    'technology',
    'Data governance, claims AI, pricing',
    'PhD Statistics, Sorbonne University',
    'immediate',
  ],
  [
    'pieter-janssens',
    'Pieter Janssens',
    'Energy transition strategist',
    'energy',
    'strategy',
    'general-management',
    'Renewables, grid investment, M&A',
    'MBA, INSEAD',
    'three-months',
  ],
  [
    'olivia-grant',
    'Olivia Grant',
    'Former CISO of a national grid',
    'energy',
    'cybersecurity',
    'risk-compliance',
    'OT security, NIS2, incident response',
    'MSc Information Security, Royal Holloway',
    'one-month',
  ],
  [
    'thomas-girard',
    'Thomas Girard',
    'Plant director turned transformation lead',
    'industry',
    'operations-supply-chain',
    'operations',
    'Lean, Industry 4.0, supply chain',
    'Engineering degree, Arts et Métiers',
    'immediate',
  ],
  [
    'sarah-cohen',
    'Sarah Cohen',
    'CMO, omnichannel retail',
    'retail',
    'strategy',
    'marketing-sales',
    'Pricing, loyalty, e-commerce growth',
    'MBA, HEC Paris',
    'immediate',
  ],
  [
    'david-okafor',
    'David Okafor',
    'Cloud platform CTO',
    'telecoms',
    'cloud-infrastructure',
    'technology',
    'Kubernetes, FinOps, platform engineering',
    'MEng Computer Science, Imperial College London',
    'one-month',
  ],
  [
    'isabelle-roux',
    'Isabelle Roux',
    'Hospital group CIO',
    'healthcare',
    'digital-transformation',
    'technology',
    'Patient records, hospital IT, change management',
    'MSc Health Informatics, Université Paris Cité',
    'three-months',
  ],
  [
    'marc-antoine-leroy',
    'Marc-Antoine Leroy',
    'Former CFO, listed logistics group',
    'transport',
    'finance-risk',
    'finance',
    'Refinancing, performance management, M&A',
    'Master in Finance, ESSEC',
    'immediate',
  ],
  [
    'claire-vanderberg',
    'Claire Vanderberg',
    'Public sector HR transformation',
    'public-sector',
    'strategy',
    'human-resources',
    'Workforce planning, reorganisations, skills',
    'Master in Public Administration, Sciences Po',
    'unavailable',
  ],
  [
    'robert-hayes',
    'Robert Hayes',
    'Interim CEO and turnaround manager',
    'transport',
    'operations-supply-chain',
    'general-management',
    'Turnarounds, fleet operations, labour relations',
    'MBA, Columbia Business School',
    'one-month',
  ],
].map(([slug, fullName, headline, sector, practice, businessFunction, expertise, degree, availability]) => ({
  slug: slug as string,
  fullName: fullName as string,
  headline: headline as string,
  sector: sector as Sector,
  practice: practice as Practice,
  businessFunction: businessFunction as BusinessFunction,
  expertise: expertise as string,
  degree: degree as string,
  availability: availability as Availability,
}))
