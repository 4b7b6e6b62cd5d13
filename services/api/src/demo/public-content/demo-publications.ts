/** A demo publication and the paragraphs of its generated PDF. */
export interface DemoPublication {
  slug: string
  title: string | null
  content: string | null
  /** The French text (issue 18); none for the placeholder one. */
  titleFr?: string
  contentFr?: string
  publishedAt: string | null
  paragraphs: string[] | null
}

/** Eight publications in English and French; the last one lacks its text, date and file, to show the placeholders. */
export const DEMO_PUBLICATIONS: DemoPublication[] = [
  {
    slug: 'success-fees-that-work',
    titleFr: 'Des success fees qui fonctionnent : lier le conseil aux résultats',
    contentFr:
      'Des honoraires de base et une success fee liée à des KPI convenus changent la façon dont une mission est cadrée, staffée et menée. Nous examinons quarante missions où la success fee a atteint deux à trois fois les honoraires de base, et les quelques règles qui ont rendu les KPI équitables pour les deux parties.',
    title: 'Success fees that work: tying consulting to outcomes',
    content:
      'A base fee plus a success fee tied to agreed KPIs changes how a mission is scoped, staffed and run. We look at forty engagements where the success fee reached two to three times the base fee, and at the few rules that made the KPIs fair to both sides.',
    publishedAt: '2025-05-02',
    paragraphs: [
      'Outcome-based pricing is no longer an exception in consulting.',
      'Three rules matter: measurable KPIs agreed before the start, a baseline both sides sign, and a review date written in the contract.',
      'In our network, success fees of 2x to 3x the base fee rewarded teams that delivered beyond the plan.',
    ],
  },
  {
    slug: 'mobilising-talent-in-four-days',
    titleFr: 'Mobiliser des talents en quatre jours',
    contentFr:
      'Notre réseau de plus de 1 000 professionnels propose un expert ou une équipe dans les cinq jours ouvrés suivant une demande, et les mobilise en quatre jours en moyenne. Cette note explique le processus de qualification derrière ces chiffres.',
    title: 'Mobilising talent in four days',
    content:
      'Our network of over 1,000 professionals proposes an expert or a team within five working days of a request, and mobilises them in four days on average. This note explains the qualification process behind those numbers.',
    publishedAt: '2025-04-14',
    paragraphs: [
      'Speed comes from preparation: profiles are qualified, references checked and availability tracked before a request arrives.',
      'Typically five working days separate a request from a proposed expert or team.',
    ],
  },
  {
    slug: 'tokenised-equity-for-partners',
    titleFr: 'Le capital tokenisé pour les partenaires : comment fonctionnent les jetons IQS',
    contentFr:
      'Les jetons IQS sont une offre fixe de 500 millions de jetons de capital sur une chaîne Ethereum ERC-20, chacun échangeable un pour un contre des actions ordinaires de classe A d’une société française au capital d’un milliard d’actions, et éligible aux dividendes de fin d’année.',
    title: 'Tokenised equity for partners: how IQS tokens work',
    content:
      'IQS tokens are a fixed supply of 500 million equity tokens on an Ethereum ERC-20 chain, each exchangeable one for one for class A ordinary shares of a French company with one billion shares, and eligible for year-end dividends.',
    publishedAt: '2025-03-28',
    paragraphs: [
      'Each IQS token is an equity share eligible for year-end dividends.',
      'Tokens are exchangeable 1:1 for class A ordinary shares (OST).',
      'Only white-listed members may trade, on an order book or peer to peer.',
    ],
  },
  {
    slug: 'ai-in-claims',
    titleFr: 'L’IA dans les sinistres d’assurance : du pilote à la production',
    contentFr:
      'La plupart des assureurs ont mené un pilote d’IA sur les sinistres ; peu l’exploitent en production. Nous décrivons le suivi, la boucle de revue humaine et les contrats de données qui permettent à un modèle de passer son premier audit.',
    title: 'AI in insurance claims: from pilot to production',
    content:
      'Most insurers have run a claims AI pilot; few run one in production. We describe the monitoring, the human review loop and the data contracts that let a model survive its first audit.',
    publishedAt: '2025-02-20',
    paragraphs: ['Pilots prove a model can work; production proves it keeps working.'],
  },
  {
    slug: 'nis2-readiness',
    titleFr: 'Se préparer à NIS2 pour les opérateurs de services essentiels',
    contentFr:
      'Une liste de contrôle pratique pour les conseils d’administration : gouvernance, notification des incidents sous 24 heures, sécurité de la chaîne d’approvisionnement et preuves que demanderont les auditeurs.',
    title: 'NIS2 readiness for operators of essential services',
    content:
      'A practical checklist for boards: governance, incident reporting within 24 hours, supply chain security and the evidence auditors will ask for.',
    publishedAt: '2025-01-30',
    paragraphs: ['NIS2 makes management bodies accountable for cybersecurity risk measures.'],
  },
  {
    slug: 'workshops-two-to-four-weeks',
    titleFr: 'Pourquoi nos ateliers durent de deux à quatre semaines',
    contentFr:
      'Assez courts pour garder l’attention des dirigeants, assez longs pour tester des idées sur des données réelles : le format de nos ateliers de stratégie et de transformation.',
    title: 'Why our workshops last two to four weeks',
    content:
      'Short enough to keep executives engaged, long enough to test ideas with real data: the format behind our strategy and transformation workshops.',
    publishedAt: '2024-12-12',
    paragraphs: ['Week one frames the question; the last week turns findings into decisions.'],
  },
  {
    slug: 'executive-partner-deal-desk',
    titleFr: 'Au cœur du Deal Desk : comment les partenaires exécutifs développent leur chiffre d’affaires',
    contentFr:
      'Les partenaires exécutifs de notre réseau multiplient leur chiffre d’affaires par deux à trois grâce à un Deal Desk qui structure les propositions, fixe les success fees et compose les équipes, sans quotas et avec un partage méritocratique des gains.',
    title: 'Inside the Deal Desk: how executive partners grow revenue',
    content:
      'Executive partners in our network grow their revenue two to three times with the help of a Deal Desk that structures proposals, prices success fees and staffs teams, with no quotas and a meritocratic share of the upside.',
    publishedAt: '2024-11-05',
    paragraphs: ['The Deal Desk takes the back office off the partner: proposals, pricing and staffing.'],
  },
  {
    slug: 'untitled-draft',
    title: null,
    content: null,
    publishedAt: null,
    paragraphs: null,
  },
]
