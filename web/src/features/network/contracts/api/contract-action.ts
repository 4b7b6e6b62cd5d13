import type { CompleteContractRequest, Contract, ContractAction } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useStoreContract } from './contracts-cache.js'

export type ContractActionInput =
  | { id: string; action: 'sign' | 'start' }
  | { id: string; action: 'complete'; body: CompleteContractRequest }
  | { id: string; action: 'terminate'; body: { message: string } }

/** `POST /api/network/contracts/:id/sign|start|complete|terminate`. */
export function runContractAction(input: ContractActionInput): Promise<Contract> {
  const action: ContractAction = input.action
  return apiRequest<Contract>(`/api/network/contracts/${input.id}/${action}`, {
    method: 'POST',
    body: 'body' in input ? input.body : {},
  })
}

export function useContractAction() {
  const store = useStoreContract()
  return useMutation({ mutationFn: runContractAction, onSuccess: store })
}
