import type { Application, ApplicationSummary, Job, JobPage } from '@iqs/protocol'

/** A published job as the api answers a consultant: matching my sector, not applied yet. */
export function jobFixture(overrides: Partial<Job> = {}): Job {
  return {
    id: 42,
    status: 'published',
    title: 'Cloud migration',
    sector: 'banking',
    domain: 'data-ai',
    city: 'Paris',
    remote: true,
    duration_days: 60,
    experience: 'Senior',
    description: 'Move the core systems to the cloud.',
    bonus_percent: 20,
    malus_percent: 10,
    base_fee: '12000.00',
    success_fee: '3000.00',
    kpis: [{ name: 'Cost saved', target: '10 %' }],
    contact: 'claire@example.com',
    published_at: '2025-05-03T08:00:00.000Z',
    match: { sector: true, domain: false, experience: true },
    my_application: null,
    ...overrides,
  }
}

export function jobPageFixture(items: Job[]): JobPage {
  return { items, total: items.length, page: 1, page_size: 10, page_count: 1 }
}

const APPLICATION_ID = '0b9f6c1e-5d3a-4c55-9a57-2f1e8d7c6b5a'

/** An application in a list: submitted to job 42 by Alex Durand. */
export function applicationSummaryFixture(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: APPLICATION_ID,
    state: 'submitted',
    project: { id: 42, title: 'Cloud migration', status: 'published' },
    consultant: {
      user_id: 9,
      first_name: 'Alex',
      last_name: 'Durand',
      title: 'Cloud architect',
      thumbnail_url: null,
      profile_url: '/api/network/profiles/9',
    },
    day_rate: '850.00',
    available_from: '2025-06-02',
    created_at: '2025-05-04T08:00:00.000Z',
    updated_at: '2025-05-04T08:00:00.000Z',
    ...overrides,
  }
}

/** The whole application, with its CV and its first step. */
export function applicationFixture(overrides: Partial<Application> = {}): Application {
  return {
    ...applicationSummaryFixture(),
    cover_message: 'I moved three banks to the cloud.',
    cv: {
      file_name: 'cv.pdf',
      mime_type: 'application/pdf',
      size: 2048,
      url: `/api/network/applications/${APPLICATION_ID}/cv`,
    },
    history: [
      {
        transition: 'submit',
        from_state: 'initial',
        to_state: 'submitted',
        by_system: false,
        message: null,
        at: '2025-05-04T08:00:00.000Z',
      },
    ],
    ...overrides,
  }
}
