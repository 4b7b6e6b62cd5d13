import { AboutPage } from '../../features/site/about/components/about-page.js'

/** The /about-us pages; the router loads them lazily. */
export const ServicesRoute = () => <AboutPage page="services" />
export const PracticesRoute = () => <AboutPage page="practices" />
export const ClientsRoute = () => <AboutPage page="clients" />
export const ExecPartnersRoute = () => <AboutPage page="execPartners" />
export const ConsultantsRoute = () => <AboutPage page="consultants" />
export const IqstemRoute = () => <AboutPage page="iqstem" />
export const IqsTokensRoute = () => <AboutPage page="iqsTokens" />
