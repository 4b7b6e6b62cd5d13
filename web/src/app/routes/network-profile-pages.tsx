import type { MyProfile } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { OnboardingStepPage } from '../../features/network/onboarding/components/onboarding-step-page.js'
import { AddressForm } from '../../features/network/profile/components/address-form.js'
import { EducationSection } from '../../features/network/profile/components/education-section.js'
import { ExperienceSection } from '../../features/network/profile/components/experience-section.js'
import { HeadlineForm } from '../../features/network/profile/components/headline-form.js'
import { LanguagesSection } from '../../features/network/profile/components/languages-section.js'
import { MyProfileLoader } from '../../features/network/profile/components/my-profile-loader.js'
import { PhotoUpload } from '../../features/network/profile/components/photo-upload.js'
import { ProfileFrame } from '../../features/network/profile/components/profile-frame.js'
import { ProfileOverview } from '../../features/network/profile/components/profile-overview.js'
import { ProfileViewPage } from '../../features/network/profile/components/profile-view-page.js'
import { PublicationsSection } from '../../features/network/profile/components/publications-section.js'
import { RequireProfileRole } from '../../features/network/profile/components/require-profile-role.js'
import { ShowcaseFrame, type ShowcaseStep } from '../../features/network/profile/components/showcase-frame.js'
import { SkillsSection } from '../../features/network/profile/components/skills-section.js'
import { paths } from '../../lib/paths.js'

type Page = Parameters<typeof ProfileFrame>[0]['page']

/** A /my-profile page of consultants and executive partners, once their profile is loaded. */
const profilePage = (page: Page, content: (profile: MyProfile) => ReactNode) =>
  function ProfileRoute() {
    return (
      <RequireProfileRole>
        <ProfileFrame page={page}>
          <MyProfileLoader>{content}</MyProfileLoader>
        </ProfileFrame>
      </RequireProfileRole>
    )
  }

/**
 * A page of the executive partner's showcase (spec §2 /my-account/showcase): the profile's editor
 * inside the onboarding's step page (its progress and application state), which also tells the
 * other roles the step is not theirs.
 */
const showcasePage = (step: ShowcaseStep, content: ReactNode) =>
  function ShowcaseRoute() {
    return (
      <RequireProfileRole roles={['ExecPartner']}>
        <OnboardingStepPage step="showcase">
          {() => <ShowcaseFrame step={step}>{content}</ShowcaseFrame>}
        </OnboardingStepPage>
      </RequireProfileRole>
    )
  }

/** The /my-profile pages (issue 15); the router loads them lazily. */
export const MyProfileIndexRoute = profilePage('', (p) => (
  <ProfileOverview profile={p} base={paths.myProfile} />
))
export const ProfileHeadlineRoute = profilePage('headline', (p) => <HeadlineForm profile={p} />)
export const ProfileAddressRoute = profilePage('address', (p) => <AddressForm profile={p} />)
export const ProfileEducationRoute = profilePage('education', (p) => (
  <EducationSection entries={p.education} />
))
export const ProfileExperienceRoute = profilePage('experience', (p) => (
  <ExperienceSection entries={p.experience} />
))
export const ProfilePublicationsRoute = profilePage('publications', (p) => (
  <PublicationsSection entries={p.publications} />
))
export const ProfileLanguagesRoute = profilePage('languages', (p) => (
  <LanguagesSection entries={p.languages} />
))
export const ProfileSkillsRoute = profilePage('skills', (p) => <SkillsSection entries={p.skills} />)
export const ProfilePhotoRoute = profilePage('photo', (p) => <PhotoUpload profile={p} />)
export const ProfileViewRoute = profilePage('view-profile', () => <ProfileViewPage />)

/** /my-account/showcase/*: the same editors, in the onboarding's step frame. */
export const ShowcaseHeadlineRoute = showcasePage(
  'headline',
  <MyProfileLoader>{(p) => <HeadlineForm profile={p} />}</MyProfileLoader>,
)
export const ShowcasePhotoRoute = showcasePage(
  'photo',
  <MyProfileLoader>{(p) => <PhotoUpload profile={p} />}</MyProfileLoader>,
)
export const ShowcaseViewRoute = showcasePage('view-profile', <ProfileViewPage />)
