import type { Sector } from '@iqs/protocol'

/** A demo client reference of the clients page, in English and French, with its generated logo. */
export interface DemoReference {
  key: string
  initials: string
  accent: string
  clientName: string
  sector: Sector
  quoteEn: string
  quoteFr: string
  summaryEn: string
  summaryFr: string
}

/** Three client references (fictional clients), shown in this order on /about-us/clients. */
export const DEMO_REFERENCES: DemoReference[] = [
  {
    key: 'references/northwind-bank.svg',
    initials: 'NB',
    accent: '#1d3f7a',
    clientName: 'Northwind Bank',
    sector: 'banking',
    quoteEn: 'A senior team on site in five days, and a success fee we were glad to pay.',
    quoteFr:
      'Une équipe senior sur place en cinq jours, et une success fee que nous avons payée avec plaisir.',
    summaryEn: 'Core banking migration: 14 months, zero unplanned downtime, run costs down 18 %.',
    summaryFr:
      'Migration du core banking : 14 mois, aucune interruption imprévue, coûts d’exploitation en baisse de 18 %.',
  },
  {
    key: 'references/helios-energy.svg',
    initials: 'HE',
    accent: '#e4572e',
    clientName: 'Helios Energy',
    sector: 'energy',
    quoteEn: 'They framed our grid data strategy in a three-week workshop and stayed to deliver it.',
    quoteFr:
      'Ils ont cadré notre stratégie de données réseau en un atelier de trois semaines, puis l’ont mise en œuvre.',
    summaryEn: 'Data platform for smart-grid operations, with KPIs agreed before the start.',
    summaryFr:
      'Plateforme de données pour l’exploitation du réseau intelligent, avec des KPI convenus dès le départ.',
  },
  {
    key: 'references/mutuelle-atlas.svg',
    initials: 'MA',
    accent: '#59c3a0',
    clientName: 'Mutuelle Atlas',
    sector: 'insurance',
    quoteEn: 'Our claims AI went from pilot to production, audited, in six months.',
    quoteFr: 'Notre IA de gestion des sinistres est passée du pilote à la production, auditée, en six mois.',
    summaryEn: 'Claims automation with a human review loop, now handling 40 % of claims.',
    summaryFr: 'Automatisation des sinistres avec revue humaine, qui traite désormais 40 % des dossiers.',
  },
]
