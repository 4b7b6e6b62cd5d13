/** Four ads in English and French; images are generated at seeding, links go to site pages or a stored brochure. */
export const DEMO_ADS = [
  {
    key: 'ads/join-exec-partners.svg',
    caption: 'Executive partners',
    accent: '#f2b705',
    shape: 'bars',
    title: 'Grow your revenue 2x to 3x',
    titleFr: 'Multipliez votre chiffre d’affaires par 2 à 3',
    descriptionFr:
      'Rejoignez nos partenaires exécutifs : un Deal Desk qui structure vos propositions, du capital via les jetons IQS, aucun quota et une méritocratie qui récompense les résultats.',
    description:
      'Join our executive partners: a Deal Desk that structures your proposals, equity through IQS tokens, no quotas and a meritocracy that rewards results.',
    addLink: '/about-us/exec-partners',
  },
  {
    key: 'ads/iqs-tokens.svg',
    caption: 'IQS tokens',
    accent: '#3fa7d6',
    shape: 'circle',
    title: 'IQS share tokens',
    titleFr: 'Les jetons IQS',
    descriptionFr:
      '500 millions de jetons, chacun une part du capital éligible aux dividendes de fin d’année et échangeable 1:1 contre des actions de classe A.',
    description:
      '500 million tokens, each an equity share eligible for year-end dividends and exchangeable 1:1 for class A shares.',
    addLink: '/about-us/iqs-tokens',
  },
  {
    key: 'ads/consultants.svg',
    caption: 'Consultants',
    accent: '#59c3a0',
    shape: 'diamond',
    title: 'Consultants: more billable time',
    titleFr: 'Consultants : plus de temps facturable',
    descriptionFr:
      'Travaillez pour de grands clients sous une marque reconnue, passez moins de temps à vendre et recevez des parts.',
    description: 'Work for top clients under a recognised brand, spend less time selling and earn shares.',
    addLink: '/about-us/consultants',
  },
  {
    key: 'ads/brochure.svg',
    caption: 'Our brochure',
    accent: '#e4572e',
    shape: 'wave',
    title: 'Download our brochure',
    titleFr: 'Téléchargez notre brochure',
    descriptionFr: 'Nos services, nos practices et le fonctionnement de nos success fees, en quatre pages.',
    description: 'Services, practices and how our success fees work, in four pages.',
    addLink: 'publications/success-fees-that-work.pdf',
  },
] as const
