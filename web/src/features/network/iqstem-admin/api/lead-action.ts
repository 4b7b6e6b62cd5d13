import type { AdminLead } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { iqstemAdminKeys } from './iqstem-admin-keys.js'

/** An admin's move on a lead, with the body each endpoint takes. */
export type LeadActionInput =
  | { action: 'assign'; body: { representative_user_id: number } }
  | { action: 'qualify' | 'notes'; body: { notes: string } }
  | { action: 'convert'; body: { owner_email: string } }
  | { action: 'lose'; body: { reason: string } }

export type LeadAction = LeadActionInput['action']

/** `POST /api/admin/iqstem/leads/:id/{assign|qualify|notes|convert|lose}`: each answers the lead. */
export const runLeadAction = (id: number, input: LeadActionInput) =>
  apiRequest<AdminLead>(`/api/admin/iqstem/leads/${id}/${input.action}`, { method: 'POST', body: input.body })

/** Stores the lead answered and marks the lists, the members and the reports stale (counts moved). */
export function useLeadAction(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: LeadActionInput) => runLeadAction(id, input),
    onSuccess: (lead) => {
      const key = iqstemAdminKeys.lead(id)
      client.setQueryData(key, lead)
      // The lead itself is the answer: no second read of it.
      void client.invalidateQueries({
        queryKey: iqstemAdminKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
      })
    },
  })
}
