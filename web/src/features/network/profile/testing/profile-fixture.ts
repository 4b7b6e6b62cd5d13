import type { MyProfile } from '@iqs/protocol'

/** A consultant's profile as `GET /api/network/profile` answers it: two skills, the rest empty. */
export function profileFixture(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    user_id: 7,
    first_name: 'Camille',
    last_name: 'Martin',
    role: 'Consultant',
    title: 'Data engineer',
    summary: null,
    photo: null,
    education: [],
    experience: [],
    publications: [],
    languages: [],
    skills: [
      { id: '00000000-0000-4000-8000-000000000001', name: 'TypeScript', seniority: 'Senior' },
      { id: '00000000-0000-4000-8000-000000000002', name: 'Go', seniority: 'Junior' },
    ],
    address: { address_line: null, postal_code: null, city: null, country: null },
    completeness: {
      sections: {
        headline: true,
        address: false,
        education: false,
        experience: false,
        publications: false,
        languages: false,
        skills: true,
        photo: false,
      },
      percent: 25,
    },
    ...overrides,
  }
}
