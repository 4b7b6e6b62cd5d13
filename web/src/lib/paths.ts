/**
 * Every route path of the app in one place (spec §2), so links never drift
 * from routes. The network's brand slug is `iqstem` (DESIGN.md).
 */
export const paths = {
  root: '/',
  otherPublic: '/other-public',
  home: '/other-public/home',
  projects: '/other-public/projects',
  project: (projectId: number | string) => `/other-public/projects/${projectId}`,
  contactUs: '/other-public/contact-us',
  publications: '/other-public/publications',
  publication: (publicationId: number | string) => `/other-public/publications/${publicationId}`,
  search: '/other-public/search',
  searchFor: (query: string) => `/other-public/search?query=${encodeURIComponent(query)}`,

  aboutUs: '/about-us',
  services: '/about-us/services',
  practices: '/about-us/practices',
  clients: '/about-us/clients',
  execPartners: '/about-us/exec-partners',
  consultants: '/about-us/consultants',
  iqstem: '/about-us/iqstem',
  iqsTokens: '/about-us/iqs-tokens',

  ourLeaders: '/our-leaders',
  leadersBySector: '/our-leaders/sector',
  leadersByPractice: '/our-leaders/practice',
  leadersByFunction: '/our-leaders/function',

  myAccount: '/my-account',
  signIn: '/my-account/sign-in',
  signInDisconnected: '/my-account/sign-in/disconnected',
  signInTotp: '/my-account/sign-in/totp',
  /** Where Google's authorisation-code popup lands (GOOGLE_REDIRECT_URI on the api must name it). */
  googleCallback: '/my-account/sign-in/google',
  forgotPassword: '/my-account/forgot-password',
  /** The api's reset e-mail links here with `?token=` (services/api/src/identity/accounts/password-reset.routes.ts). */
  resetPassword: '/my-account/reset-password',
  register: '/my-account/register',
  registerForm: (userType: string) => `/my-account/register/form/${userType}`,
  preferences: '/my-account/preferences',
  deleteAccount: '/my-account/preferences/delete',
  myProfile: '/my-profile',
  myIqstem: '/my-iqstem',
  myProjects: '/my-projects',
  newApplication: (jobId: number | string) => `/my-projects/applications/new/${jobId}`,
  myIqsTokens: '/my-iqs-tokens',
  /** My year-end dividends (issue 19), beside the trader pages of /my-iqs-tokens. */
  myIqsDividends: '/my-iqs-tokens/dividends',

  iqsTokensAdmin: '/iqs-tokens',
  /** The event log and time travel, for the Admin and the read-only Auditor. */
  iqsAudit: '/iqs-tokens/audit',
  adminProjects: '/admin-projects',
  adminExecPartners: '/admin-exec-partners',
  adminConsultants: '/admin-consultants',
  adminIqstem: '/admin-iqstem',
  adminClients: '/admin-clients',
  adminWebSite: '/admin-web-site',
  /** Beyond the spec's tree (issue 18): the admin accounts and the groups each holds. */
  adminAccess: '/admin-access',

  /** Documents linked from the footer, served with the web app. */
  dataProtection: '/documents/data-protection.html',
  terms: '/documents/terms.html',
} as const
