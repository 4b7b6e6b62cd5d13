import type { Invitation, InvitationRequest } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { consultantKey } from './consultants-cache.js'

/** `POST /api/network/consultants/:userId/invitations`. */
export const inviteConsultant = ({ userId, ...body }: InvitationRequest & { userId: number }) =>
  apiRequest<Invitation>(`/api/network/consultants/${userId}/invitations`, { method: 'POST', body })

/** Invites, then reads the consultant's page again (its list of my invitations). */
export function useInviteConsultant() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteConsultant,
    onSuccess: (invitation) =>
      void queryClient.invalidateQueries({ queryKey: consultantKey(invitation.consultant.user_id) }),
  })
}
