import { AccountHistoryPage } from '../../features/iqs/member/components/account-history-page.js'
import { BuySellPage } from '../../features/iqs/member/components/buy-sell-page.js'
import { DividendsPage } from '../../features/iqs/member/components/dividends-page.js'
import { MemberLayout } from '../../features/iqs/member/components/member-layout.js'
import { NewsPage } from '../../features/iqs/member/components/news-page.js'
import { RegisterPage } from '../../features/iqs/member/components/register-page.js'
import { SettlementPage } from '../../features/iqs/member/components/settlement-page.js'
import { VerifyPage } from '../../features/iqs/member/components/verify-page.js'
import { VotingPage } from '../../features/iqs/member/components/voting-page.js'

/** The /my-iqs-tokens pages of issue 8; the router loads them lazily. */
/** A guest gets the layout's sign-in prompt rather than a redirect: the area's index still leads to register. */
export const MemberLayoutRoute = () => <MemberLayout />
export const RegisterRoute = () => <RegisterPage />
export const BuySellRoute = () => <BuySellPage />
export const SettlementRoute = () => <SettlementPage />
export const AccountHistoryRoute = () => <AccountHistoryPage />
export const NewsRoute = () => <NewsPage />
export const VotingRoute = () => <VotingPage />
export const DividendsRoute = () => <DividendsPage />
export const VerifyRoute = () => <VerifyPage />
