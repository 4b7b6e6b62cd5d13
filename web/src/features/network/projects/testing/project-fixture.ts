import type { MyProject, MyProjects, MyProjectSummary } from '@iqs/protocol'

/** One of my projects as the api answers it: a draft with a title only, created once. */
export function projectFixture(overrides: Partial<MyProject> = {}): MyProject {
  return {
    id: 41,
    status: 'draft',
    title: 'Data platform audit',
    sector: null,
    domain: null,
    city: null,
    remote: false,
    duration_days: null,
    experience: null,
    description: null,
    base_fee: null,
    success_fee: null,
    bonus_percent: null,
    malus_percent: null,
    kpis: [],
    contact: null,
    created_at: '2025-05-02T08:00:00.000Z',
    updated_at: '2025-05-02T08:00:00.000Z',
    published_at: null,
    history: [
      {
        transition: 'create',
        from_state: 'initial',
        to_state: 'draft',
        by_owner: true,
        message: null,
        at: '2025-05-02T08:00:00.000Z',
      },
    ],
    ...overrides,
  }
}

/** `GET /api/network/projects`: the given projects and the counts of all of mine. */
export function myProjectsFixture(
  items: MyProjectSummary[],
  counts = { draft: 1, published: 1, closed: 1 },
): MyProjects {
  return { items, counts }
}
