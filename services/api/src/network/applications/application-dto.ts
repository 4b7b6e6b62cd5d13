import type { Application, ApplicationSummary } from '@iqs/protocol'
import { photoUrls } from '../profiles/profile-view.js'
import type { NetworkTransitionRow } from '../workflow/network-transitions.table.js'
import type { ApplicationView } from './applications.repository.js'

/** An application in a list: the project, the applicant (no e-mail, phone or address), the terms. */
export function toApplicationSummary(view: ApplicationView): ApplicationSummary {
  const erased = view.consultant_deleted_at !== null
  return {
    id: view.id,
    state: view.state,
    project: { id: view.project_id, title: view.project_title, status: view.project_status },
    consultant: {
      user_id: view.consultant_user_id,
      first_name: view.first_name || null,
      last_name: view.last_name || null,
      title: erased ? null : view.headline,
      thumbnail_url: erased
        ? null
        : (photoUrls(view.consultant_user_id, view.avatar_key)?.thumbnail_url ?? null),
      profile_url: `/api/network/profiles/${view.consultant_user_id}`,
    },
    day_rate: view.day_rate,
    available_from: view.available_from,
    created_at: view.created_at.toISOString(),
    updated_at: view.updated_at.toISOString(),
  }
}

/** The whole application with its CV's description and its recorded transitions, oldest first. */
export function toApplication(view: ApplicationView, history: NetworkTransitionRow[]): Application {
  return {
    ...toApplicationSummary(view),
    cover_message: view.cover_message,
    cv:
      view.cv_key && view.cv_file_name && view.cv_mime_type && view.cv_size !== null
        ? {
            file_name: view.cv_file_name,
            mime_type: view.cv_mime_type,
            size: view.cv_size,
            url: `/api/network/applications/${view.id}/cv`,
          }
        : null,
    history: history.map((row) => ({
      transition: row.transition,
      from_state: row.from_state,
      to_state: row.to_state,
      by_system: row.actor_user_id === null,
      message: row.message,
      at: row.at.toISOString(),
    })),
  }
}
