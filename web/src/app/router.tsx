import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router'
import { ErrorScreen } from '../components/ui/error-screen.js'
import { PageLoading } from '../components/ui/page-loading.js'
import i18n from '../lib/i18n.js'
import { paths } from '../lib/paths.js'
import { RootLayout } from './layout/root-layout.js'
import type { RouteHandle } from './layout/route-handle.js'
import { AppProvider } from './provider.js'
import { MyProjectsIndex } from './routes/my-projects-index.js'
import { NotFoundPage } from './routes/not-found.js'

const title = (titleKey: string): RouteHandle => ({ titleKey })
const redirect = (to: string) => <Navigate to={to} replace />

/** Lazy page: its code (and texts) load when the route is first visited. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => ({
  lazy: async () => ({ Component: (await load())[name] }),
})

const publicPages = () => import('./routes/public-pages.js')
const aboutPages = () => import('./routes/about-pages.js')
const leaderPages = () => import('./routes/leader-pages.js')
// Pages with forms load the texts of the api's error codes (lib/error-text.ts) beside their code,
// rather than after it when a form first renders.
// The account page shows what is left of the onboarding (network-onboarding's texts).
const accountPages = () =>
  Promise.all([
    import('./routes/account-pages.js'),
    i18n.loadNamespaces(['errors', 'network-onboarding']),
  ]).then(([m]) => m)
// The token member area's code and its texts load side by side: the trading screen is timed.
const iqsMemberPages = () =>
  Promise.all([import('./routes/iqs-member-pages.js'), i18n.loadNamespaces(['iqs-member', 'errors'])]).then(
    ([m]) => m,
  )
const iqsAdminPages = () =>
  Promise.all([import('./routes/iqs-admin-pages.js'), i18n.loadNamespaces('errors')]).then(([m]) => m)
// The admins' mail outbox (issue 15) and its texts load side by side.
const adminMailPages = () =>
  Promise.all([import('./routes/admin-mail-pages.js'), i18n.loadNamespaces('admin-mail')]).then(([m]) => m)
// The onboarding steps after registration (issue 15) and their texts load side by side.
const onboardingPages = () =>
  Promise.all([
    import('./routes/network-onboarding-pages.js'),
    i18n.loadNamespaces(['network-onboarding', 'errors']),
  ]).then(([m]) => m)

// IQStem (issue 17): the members' and the admins' pages, each with its texts.
const iqstemMemberPages = () =>
  Promise.all([
    import('./routes/iqstem-member-pages.js'),
    i18n.loadNamespaces(['network-iqstem', 'errors']),
  ]).then(([m]) => m)
const iqstemAdminPages = () =>
  Promise.all([
    import('./routes/iqstem-admin-pages.js'),
    i18n.loadNamespaces(['network-iqstem', 'network-iqstem-admin', 'errors']),
  ]).then(([m]) => m)

// The admin areas of issue 18, each with its texts.
const projectsAdminPages = () =>
  Promise.all([
    import('./routes/projects-admin-pages.js'),
    i18n.loadNamespaces(['network-projects-admin', 'network-projects', 'errors']),
  ]).then(([m]) => m)
const memberAdminPages = () =>
  Promise.all([
    import('./routes/member-admin-pages.js'),
    i18n.loadNamespaces([
      'network-member-admin',
      'network-member-reports',
      'network-onboarding',
      'network-profile',
      'errors',
    ]),
  ]).then(([m]) => m)
const webSiteAdminPages = () =>
  Promise.all([
    import('./routes/web-site-admin-pages.js'),
    i18n.loadNamespaces(['admin-web-site', 'errors']),
  ]).then(([m]) => m)
const adminAccessPages = () =>
  Promise.all([
    import('./routes/admin-access-pages.js'),
    i18n.loadNamespaces(['admin-access', 'errors']),
  ]).then(([m]) => m)

/**
 * A member admin area (issue 18: exec partners, consultants, clients): reports, pending and the
 * search share their pages, which read the area's role from the route's handle.
 */
function memberAdminArea(
  base: string,
  areaKey: string,
  role: 'ExecPartner' | 'Consultant' | 'Client',
  extra: RouteObject[],
): RouteObject {
  return {
    path: base,
    handle: { ...title(areaKey), memberRole: role },
    children: [
      { index: true, element: redirect(`/${base}/reports`) },
      {
        ...page(memberAdminPages, 'MemberAdminLayoutRoute'),
        children: [
          { path: 'reports', ...page(memberAdminPages, 'MembersReportsRoute') },
          { path: 'pending', ...page(memberAdminPages, 'PendingMembersRoute') },
          ...extra,
        ],
      },
    ],
  }
}

/** The onboarding steps under /my-account (issue 15). */
const onboardingRoutes: RouteObject[] = [
  { path: 'mobile-number', ...page(onboardingPages, 'MobileNumberRoute') },
  { path: 'company', ...page(onboardingPages, 'CompanyRoute') },
  { path: 'expertise', ...page(onboardingPages, 'ExpertiseRoute') },
  { path: 'cv-upload', ...page(onboardingPages, 'CvUploadRoute') },
]
// The profile's pages (issue 15) and their texts load side by side.
const profilePages = () =>
  Promise.all([
    import('./routes/network-profile-pages.js'),
    i18n.loadNamespaces(['network-profile', 'network-onboarding', 'network-reviews', 'errors']),
  ]).then(([m]) => m)

/** /my-profile's sections (issue 15): path and page. */
const profileRoutes: RouteObject[] = [
  { path: 'headline', ...page(profilePages, 'ProfileHeadlineRoute') },
  { path: 'address', ...page(profilePages, 'ProfileAddressRoute') },
  { path: 'education', ...page(profilePages, 'ProfileEducationRoute') },
  { path: 'experience', ...page(profilePages, 'ProfileExperienceRoute') },
  { path: 'publications', ...page(profilePages, 'ProfilePublicationsRoute') },
  { path: 'languages', ...page(profilePages, 'ProfileLanguagesRoute') },
  { path: 'skills', ...page(profilePages, 'ProfileSkillsRoute') },
  { path: 'photo', ...page(profilePages, 'ProfilePhotoRoute') },
  { path: 'view-profile', ...page(profilePages, 'ProfileViewRoute') },
]

// The owners' projects, the jobs and applications (issue 16) and their texts load side by side (the
// application form reuses the onboarding's CV drop zone, and its texts).
const myProjectsPages = () =>
  Promise.all([
    import('./routes/my-projects-pages.js'),
    i18n.loadNamespaces([
      'network-projects',
      'network-applications',
      'network-conversations',
      'network-contracts',
      'network-reviews',
      'network-consultants',
      'network-reports',
      'network-profile',
      'network-onboarding',
      'errors',
    ]),
  ]).then(([m]) => m)

/**
 * The owners' pages under /my-projects (issue 16). A project's page sits under its owner's list:
 * project-status/:projectId (the spec's path, the client's) and my-projects/:projectId (the
 * executive partner's, which the spec leaves unnamed); both open for both owner roles. Then the
 * consultant's jobs and applications (issue 16 part 2).
 */
const myProjectsRoutes: RouteObject[] = [
  { path: 'new-project', ...page(myProjectsPages, 'NewProjectRoute') },
  { path: 'project-status', ...page(myProjectsPages, 'OwnerProjectsRoute') },
  { path: 'project-status/:projectId', ...page(myProjectsPages, 'OwnerProjectRoute') },
  { path: 'my-projects', ...page(myProjectsPages, 'OwnerProjectsRoute') },
  { path: 'my-projects/:projectId', ...page(myProjectsPages, 'OwnerProjectRoute') },
  { path: 'jobs', ...page(myProjectsPages, 'JobsRoute') },
  { path: 'jobs/details/:jobId', ...page(myProjectsPages, 'JobDetailsRoute') },
  { path: 'applications', ...page(myProjectsPages, 'MyApplicationsRoute') },
  { path: 'applications/new/:jobId', ...page(myProjectsPages, 'NewApplicationRoute') },
  { path: 'applications/:applicationId', ...page(myProjectsPages, 'ApplicationRoute') },
  // Contracts, their success-fee criteria and reviews (issue 16 part 3).
  { path: 'contracts', ...page(myProjectsPages, 'MyContractsRoute') },
  { path: 'contracts/:contractId', ...page(myProjectsPages, 'ContractRoute') },
  { path: 'criteria/:projectId', ...page(myProjectsPages, 'CriteriaRoute') },
  { path: 'new-review', ...page(myProjectsPages, 'NewReviewRoute') },
  { path: 'my-reviews', ...page(myProjectsPages, 'MyReviewsRoute') },
  // Finding consultants, the shortlist and the executive partner's reports (issue 16). A
  // consultant's page sits under the search of each owner role (the spec names none).
  { path: 'find-consultants', ...page(myProjectsPages, 'ConsultantsSearchRoute') },
  { path: 'find-consultants/:userId', ...page(myProjectsPages, 'ConsultantRoute') },
  { path: 'search-consultants', ...page(myProjectsPages, 'ConsultantsSearchRoute') },
  { path: 'search-consultants/:userId', ...page(myProjectsPages, 'ConsultantRoute') },
  { path: 'my-consultants', ...page(myProjectsPages, 'MyConsultantsRoute') },
  { path: 'reports', ...page(myProjectsPages, 'ReportsRoute') },
]

/** The /my-account pages of issue 6: accounts, sessions, two-factor and preferences. */
const accountRoutes: RouteObject[] = [
  { path: 'sign-in', handle: title('titles.signIn'), ...page(accountPages, 'SignInRoute') },
  { path: 'sign-in/disconnected', handle: title('titles.signIn'), ...page(accountPages, 'SignInRoute') },
  { path: 'sign-in/totp', handle: title('titles.signIn'), ...page(accountPages, 'TotpRoute') },
  { path: 'sign-in/google', handle: title('titles.signIn'), ...page(accountPages, 'GoogleCallbackRoute') },
  { path: 'forgot-password', handle: title('titles.signIn'), ...page(accountPages, 'ForgotPasswordRoute') },
  { path: 'reset-password', handle: title('titles.signIn'), ...page(accountPages, 'ResetPasswordRoute') },
  { path: 'register', handle: title('titles.register'), ...page(accountPages, 'RegisterRoute') },
  {
    path: 'register/form/:userType',
    handle: title('titles.register'),
    ...page(accountPages, 'RegisterFormRoute'),
  },
  { path: 'preferences', handle: title('titles.preferences'), ...page(accountPages, 'PreferencesRoute') },
  {
    path: 'preferences/delete',
    handle: title('titles.deleteAccount'),
    ...page(accountPages, 'DeleteAccountRoute'),
  },
]

/** The route tree of spec §2, every index redirect included. */
export const routes: RouteObject[] = [
  {
    element: (
      <AppProvider>
        <Outlet />
      </AppProvider>
    ),
    errorElement: <ErrorScreen />,
    children: [
      {
        element: <RootLayout />,
        errorElement: <ErrorScreen />,
        children: [
          {
            errorElement: <ErrorScreen />,
            // A full load first fetches the lazy page's code: the shell shows, with a loading line
            // where the page will be (without one, React Router warns on every full load).
            hydrateFallbackElement: <PageLoading />,
            children: [
              { path: paths.root, element: redirect(paths.home) },
              {
                path: 'other-public',
                children: [
                  { index: true, element: redirect(paths.home) },
                  {
                    path: 'home',
                    handle: title('titles.home'),
                    ...page(() => import('./routes/home-route.js'), 'HomeRoute'),
                  },
                  {
                    path: 'projects',
                    handle: title('titles.projects'),
                    ...page(publicPages, 'ProjectsRoute'),
                  },
                  {
                    path: 'projects/:projectId',
                    handle: title('titles.project'),
                    ...page(publicPages, 'ProjectRoute'),
                  },
                  {
                    path: 'contact-us',
                    handle: title('titles.contactUs'),
                    ...page(publicPages, 'ContactRoute'),
                  },
                  {
                    path: 'publications',
                    handle: title('titles.publications'),
                    ...page(publicPages, 'PublicationsRoute'),
                  },
                  {
                    path: 'publications/:publicationId',
                    handle: title('titles.publication'),
                    ...page(publicPages, 'PublicationRoute'),
                  },
                  { path: 'search', handle: title('titles.search'), ...page(publicPages, 'SearchRoute') },
                ],
              },
              {
                path: 'about-us',
                children: [
                  { index: true, element: redirect(paths.services) },
                  {
                    path: 'services',
                    handle: title('titles.services'),
                    ...page(aboutPages, 'ServicesRoute'),
                  },
                  {
                    path: 'practices',
                    handle: title('titles.practices'),
                    ...page(aboutPages, 'PracticesRoute'),
                  },
                  { path: 'clients', handle: title('titles.clients'), ...page(aboutPages, 'ClientsRoute') },
                  {
                    path: 'exec-partners',
                    handle: title('titles.execPartners'),
                    ...page(aboutPages, 'ExecPartnersRoute'),
                  },
                  {
                    path: 'consultants',
                    handle: title('titles.consultants'),
                    ...page(aboutPages, 'ConsultantsRoute'),
                  },
                  { path: 'iqstem', handle: title('titles.iqstem'), ...page(aboutPages, 'IqstemRoute') },
                  {
                    path: 'iqs-tokens',
                    handle: title('titles.iqsTokens'),
                    ...page(aboutPages, 'IqsTokensRoute'),
                  },
                ],
              },
              // The register chooser's spellings (spec §2).
              {
                path: 'aboutus',
                children: [
                  { index: true, element: redirect(paths.services) },
                  { path: 'clients', element: redirect(paths.clients) },
                  { path: 'execpartners', element: redirect(paths.execPartners) },
                  { path: 'consultants', element: redirect(paths.consultants) },
                  { path: 'iqstem', element: redirect(paths.iqstem) },
                ],
              },
              {
                path: 'our-leaders',
                handle: title('titles.ourLeaders'),
                children: [
                  { index: true, element: redirect(paths.leadersBySector) },
                  { path: 'sector', ...page(leaderPages, 'LeadersBySectorRoute') },
                  { path: 'practice', ...page(leaderPages, 'LeadersByPracticeRoute') },
                  { path: 'function', ...page(leaderPages, 'LeadersByFunctionRoute') },
                ],
              },
              // Issue 14: the index is the signed-in user's account page; a guest is sent to sign in
              // (the spec's index redirect), and sign-in stays where it is, to switch accounts.
              {
                path: 'my-account',
                handle: title('areas.myAccount'),
                children: [
                  { index: true, ...page(accountPages, 'AccountRoute') },
                  { path: 'showcase', element: redirect('/my-account/showcase/headline') },
                  { path: 'showcase/headline', ...page(profilePages, 'ShowcaseHeadlineRoute') },
                  { path: 'showcase/photo', ...page(profilePages, 'ShowcasePhotoRoute') },
                  { path: 'showcase/view-profile', ...page(profilePages, 'ShowcaseViewRoute') },
                  ...accountRoutes,
                  ...onboardingRoutes,
                ],
              },
              {
                path: 'my-profile',
                handle: title('areas.myProfile'),
                children: [{ index: true, ...page(profilePages, 'MyProfileIndexRoute') }, ...profileRoutes],
              },
              // Issue 17: IQStem members' leads, sponsored consultants and commissions (the spec's
              // my-leads/{projectId} is a lead's page: a lead becomes a project); `commissions`, the
              // ledger and statement, is beyond the spec's tree.
              {
                path: 'my-iqstem',
                handle: title('areas.myIqstem'),
                children: [
                  // The index redirects before the sign-in check, which the pages' layout makes.
                  { index: true, element: redirect(`${paths.myIqstem}/all-projects`) },
                  {
                    ...page(iqstemMemberPages, 'IqstemMemberLayoutRoute'),
                    children: [
                      { path: 'all-projects', ...page(iqstemMemberPages, 'AllProjectsRoute') },
                      { path: 'my-leads', ...page(iqstemMemberPages, 'MyLeadsRoute') },
                      { path: 'my-leads/:projectId', ...page(iqstemMemberPages, 'MyLeadRoute') },
                      { path: 'add-leads', ...page(iqstemMemberPages, 'AddLeadRoute') },
                      { path: 'my-consultants', ...page(iqstemMemberPages, 'MySponsoredConsultantsRoute') },
                      { path: 'sponsor-consultant', ...page(iqstemMemberPages, 'SponsorConsultantRoute') },
                      { path: 'commissions', ...page(iqstemMemberPages, 'CommissionsRoute') },
                    ],
                  },
                ],
              },
              // Its index depends on the role (spec §2: "index redirects"); the role's menu is above
              // every page. Every page of the spec's /my-projects is built (issue 16).
              {
                path: 'my-projects',
                handle: title('areas.myProjects'),
                ...page(myProjectsPages, 'MyProjectsLayoutRoute'),
                children: [{ index: true, element: <MyProjectsIndex /> }, ...myProjectsRoutes],
              },
              {
                path: 'my-iqs-tokens',
                handle: title('areas.myIqsTokens'),
                ...page(iqsMemberPages, 'MemberLayoutRoute'),
                children: [
                  { index: true, element: redirect(`${paths.myIqsTokens}/register`) },
                  { path: 'register', ...page(iqsMemberPages, 'RegisterRoute') },
                  { path: 'buy-sell', ...page(iqsMemberPages, 'BuySellRoute') },
                  { path: 'settlement', ...page(iqsMemberPages, 'SettlementRoute') },
                  { path: 'account-history', ...page(iqsMemberPages, 'AccountHistoryRoute') },
                  { path: 'financial-news', ...page(iqsMemberPages, 'NewsRoute') },
                  { path: 'voting', ...page(iqsMemberPages, 'VotingRoute') },
                  { path: 'dividends', ...page(iqsMemberPages, 'DividendsRoute') },
                  { path: 'verify', ...page(iqsMemberPages, 'VerifyRoute') },
                ],
              },
              // Issue 8: the token admin area and the audit view (Admin; the audit page, and the chain and
              // dividends pages of issue 19, also Auditor).
              {
                path: 'iqs-tokens',
                handle: title('areas.iqsTokens'),
                children: [
                  // The index redirects before the role check, which the pages' layout makes.
                  { index: true, element: redirect('/iqs-tokens/white-list') },
                  {
                    ...page(iqsAdminPages, 'AdminAreaRoute'),
                    children: [
                      { path: 'white-list', ...page(iqsAdminPages, 'WhiteListRoute') },
                      { path: 'white-list/details/:userId', ...page(iqsAdminPages, 'WhiteListDetailsRoute') },
                      { path: 'market-config', ...page(iqsAdminPages, 'MarketConfigRoute') },
                      { path: 'settlement', ...page(iqsAdminPages, 'SettlementRoute') },
                      { path: 'chain', ...page(iqsAdminPages, 'ChainRoute') },
                      { path: 'buy-sell', ...page(iqsAdminPages, 'BuySellRoute') },
                      { path: 'account-history', ...page(iqsAdminPages, 'AccountHistoryRoute') },
                      { path: 'iqs-holdings', ...page(iqsAdminPages, 'HoldingsRoute') },
                      { path: 'iqs-holdings/add-shareholder', ...page(iqsAdminPages, 'AddShareholderRoute') },
                      { path: 'news', ...page(iqsAdminPages, 'NewsRoute') },
                      { path: 'add-vote', ...page(iqsAdminPages, 'AddVoteRoute') },
                      { path: 'vote-history', ...page(iqsAdminPages, 'VoteHistoryRoute') },
                      { path: 'dividends', ...page(iqsAdminPages, 'DividendsRoute') },
                      { path: 'dividends/:dividendId', ...page(iqsAdminPages, 'DividendDetailsRoute') },
                      { path: 'audit', handle: title('areas.audit'), ...page(iqsAdminPages, 'AuditRoute') },
                    ],
                  },
                ],
              },
              // Issue 18: the projects admin area (reports, one project's printable sheet; the sheet
              // without an id lists the projects to open).
              {
                path: 'admin-projects',
                handle: title('areas.adminProjects'),
                children: [
                  { index: true, element: redirect(`${paths.adminProjects}/reports`) },
                  {
                    ...page(projectsAdminPages, 'ProjectsAdminLayoutRoute'),
                    children: [
                      { path: 'reports', ...page(projectsAdminPages, 'ProjectsReportsRoute') },
                      { path: 'project-sheet', ...page(projectsAdminPages, 'ProjectSheetsRoute') },
                      { path: 'project-sheet/:projectId', ...page(projectsAdminPages, 'ProjectSheetRoute') },
                    ],
                  },
                ],
              },
              // Issue 18: the member admin areas, one per role, the same pages with the role's group.
              memberAdminArea('admin-exec-partners', 'areas.adminExecPartners', 'ExecPartner', [
                { path: 'details/:execPartnerId', ...page(memberAdminPages, 'MemberDetailsRoute') },
              ]),
              memberAdminArea('admin-consultants', 'areas.adminConsultants', 'Consultant', [
                { path: 'details/:consultantId', ...page(memberAdminPages, 'MemberDetailsRoute') },
                { path: 'search', ...page(memberAdminPages, 'ConsultantSearchRoute') },
              ]),
              // Issue 17: the IQStem admin area; `iq-leads/:leadId` (a lead's page with its actions) and
              // `commissions` (rates and payments) are beyond the spec's tree.
              {
                path: 'admin-iqstem',
                handle: title('areas.adminIqstem'),
                children: [
                  { index: true, element: redirect(`${paths.adminIqstem}/reports`) },
                  {
                    ...page(iqstemAdminPages, 'IqstemAdminLayoutRoute'),
                    children: [
                      { path: 'reports', ...page(iqstemAdminPages, 'ReportsRoute') },
                      { path: 'pending', ...page(iqstemAdminPages, 'PendingMembersRoute') },
                      { path: 'iq-leads', ...page(iqstemAdminPages, 'LeadsRoute') },
                      { path: 'iq-leads/:leadId', ...page(iqstemAdminPages, 'LeadRoute') },
                      { path: 'consultants', ...page(iqstemAdminPages, 'SponsoredConsultantsRoute') },
                      { path: 'details/:memberId', ...page(iqstemAdminPages, 'MemberDetailsRoute') },
                      { path: 'commissions', ...page(iqstemAdminPages, 'CommissionsRoute') },
                    ],
                  },
                ],
              },
              memberAdminArea('admin-clients', 'areas.adminClients', 'Client', [
                { path: 'reports/details/:id', ...page(memberAdminPages, 'MemberDetailsRoute') },
                { path: 'pending/details/:id', ...page(memberAdminPages, 'MemberDetailsRoute') },
              ]),
              // Issue 18: the site's content (publications, ads, client references) and the mails
              // kept while no SMTP server is set.
              {
                path: 'admin-web-site',
                handle: title('areas.adminWebSite'),
                children: [
                  { index: true, element: redirect(`${paths.adminWebSite}/publications`) },
                  {
                    ...page(webSiteAdminPages, 'WebSiteAdminLayoutRoute'),
                    children: [
                      { path: 'publications', ...page(webSiteAdminPages, 'PublicationsAdminRoute') },
                      { path: 'ad-space', ...page(webSiteAdminPages, 'AdSpaceAdminRoute') },
                      { path: 'references', ...page(webSiteAdminPages, 'ReferencesAdminRoute') },
                      { path: 'mail-outbox', ...page(adminMailPages, 'MailOutboxRoute') },
                    ],
                  },
                ],
              },
              // Beyond the spec's tree (issue 18): the admin accounts and the groups each holds.
              {
                path: 'admin-access',
                handle: title('areas.adminAccess'),
                ...page(adminAccessPages, 'AdminAccessRoute'),
              },
              { path: '*', handle: title('notFound.title'), element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
