import type { Availability, Expertise } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import { saveExpertise } from '../network/onboarding/network-members.repository.js'
import { isoDay } from '../platform/clock.js'
import { insertMissingDemoUsers } from './demo-users.js'
import { DEMO_LEADERS, type DemoLeader } from './demo-leaders.js'
import { attachDemoCv } from './seed-demo-network-onboarding.js'
import { seedDemoProfile, type DemoProfile } from './seed-demo-network-profiles.js'

const DAY_MS = 86_400_000
/** The start dates that give each card's availability, counted from the day of seeding. */
const STARTS_IN_DAYS: Record<Availability, number> = {
  immediate: 0,
  'one-month': 21,
  'three-months': 60,
  unavailable: 180,
}

/** The demo leader's account e-mail: `helene-fabre@iqs.demo`. */
export const demoLeaderEmail = (leader: DemoLeader) => `${leader.slug}@iqs.demo`

/**
 * The twelve executive partners of /our-leaders as the network has them: approved executive
 * partner accounts with expertise, a CV and a profile (headline, photo, degree, skills, languages),
 * so the leaders pages show what any approved partner's profile would. Runs at every start; a
 * leader whose account exists is left as it is.
 *
 * @returns how many leaders this call seeded.
 */
export async function seedDemoLeaders(app: FastifyInstance): Promise<number> {
  const db = app.db
  const created = await insertMissingDemoUsers(
    db,
    DEMO_LEADERS.map((leader) => {
      const [firstName = '', ...rest] = leader.fullName.split(' ')
      return { email: demoLeaderEmail(leader), firstName, lastName: rest.join(' '), userType: 'ExecPartner' }
    }),
  )
  for (const user of created) {
    const index = DEMO_LEADERS.findIndex((leader) => demoLeaderEmail(leader) === user.email)
    const leader = DEMO_LEADERS[index] as DemoLeader
    const now = app.clock.date()
    await saveExpertise(db, user.id, expertiseOf(leader, now), now)
    await attachDemoCv(app, user, now)
    await db
      .insertInto('network_members')
      .values({ user_id: user.id, status: 'APPROVED', submitted_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: 'APPROVED', submitted_at: now }))
      .execute()
    await seedDemoProfile(db, app.files, user.id, profileOf(leader, index))
  }
  return created.length
}

function expertiseOf(leader: DemoLeader, now: Date): Expertise {
  return {
    sectors: [leader.sector],
    practices: [leader.practice],
    functions: [leader.businessFunction],
    seniority: 'Lead',
    day_rate: '1500.00',
    available_from: isoDay(new Date(now.getTime() + STARTS_IN_DAYS[leader.availability] * DAY_MS)),
    days_per_week: 3,
  }
}

/** "MSc Engineering, École Centrale Paris": the degree, then the school. */
function profileOf(leader: DemoLeader, index: number): Omit<DemoProfile, 'email'> {
  const [degree = '', ...school] = leader.degree.split(', ')
  const hue = (index * 47) % 360
  return {
    title: leader.headline,
    summary: `${leader.headline}. ${leader.expertise}.`,
    address: { address_line: '8 avenue Hoche', postal_code: '75008', city: 'Paris', country: 'FR' },
    colours: [`hsl(${hue} 45% 22%)`, `hsl(${hue} 45% 40%)`],
    initials: leader.fullName
      .split(' ')
      .map((part) => part[0] ?? '')
      .join('')
      .slice(0, 2),
    sections: {
      education: [{ school: school.join(', '), degree, field: null, start_year: 1995, end_year: 1997 }],
      experience: [],
      publications: [],
      languages: [
        { language: 'English', level: 'full_professional' },
        { language: 'French', level: 'professional_working' },
      ],
      skills: leader.expertise.split(', ').map((name) => ({
        name: name.charAt(0).toUpperCase() + name.slice(1),
        seniority: 'Lead',
      })),
    },
  }
}
