import type { Lead, LeadRequest } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { leadKey, leadsKey } from './iqstem-cache.js'

/** `POST /api/network/iqstem/leads`: a new lead, submitted at once (201, the lead). */
export function addLead(request: LeadRequest): Promise<Lead> {
  return apiRequest<Lead>('/api/network/iqstem/leads', { method: 'POST', body: request })
}

/** The new lead's page opens from the cache; the lists and their counts read theirs again. */
export function useAddLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addLead,
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKey(lead.id), lead)
      void queryClient.invalidateQueries({ queryKey: [...leadsKey, 'list'] })
    },
  })
}
