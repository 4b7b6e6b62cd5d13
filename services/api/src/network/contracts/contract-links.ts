/** A contract's page, for both parties (web: /my-projects/contracts/:contractId). */
export const contractLink = (contractId: string) => `/my-projects/contracts/${contractId}`
