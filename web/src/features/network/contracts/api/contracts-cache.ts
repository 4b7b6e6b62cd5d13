import type { Contract } from '@iqs/protocol'
import { useQueryClient } from '@tanstack/react-query'

/** Every contract query starts with this key; a step on one refreshes the lists and the criteria. */
export const CONTRACTS_KEY = ['network', 'contracts'] as const

/** Stores a contract the api answered with, and marks the lists (and reviews awaiting) stale. */
export function useStoreContract() {
  const client = useQueryClient()
  return (contract: Contract) => {
    client.setQueryData([...CONTRACTS_KEY, 'one', contract.id], contract)
    void client.invalidateQueries({ queryKey: [...CONTRACTS_KEY, 'mine'] })
    void client.invalidateQueries({ queryKey: [...CONTRACTS_KEY, 'criteria'] })
    void client.invalidateQueries({ queryKey: ['network', 'reviews'] })
  }
}
