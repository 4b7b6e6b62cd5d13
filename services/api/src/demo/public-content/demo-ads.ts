/** Four ads; images are generated at seeding, links go to site pages or a stored brochure. */
export const DEMO_ADS = [
  {
    key: 'ads/join-exec-partners.svg',
    caption: 'Executive partners',
    accent: '#f2b705',
    shape: 'bars',
    title: 'Grow your revenue 2x to 3x',
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
    description: 'Work for top clients under a recognised brand, spend less time selling and earn shares.',
    addLink: '/about-us/consultants',
  },
  {
    key: 'ads/brochure.svg',
    caption: 'Our brochure',
    accent: '#e4572e',
    shape: 'wave',
    title: 'Download our brochure',
    description: 'Services, practices and how our success fees work, in four pages.',
    addLink: 'publications/success-fees-that-work.pdf',
  },
] as const
