import { paths } from '../../../../lib/paths.js'

export const myContractsPath = `${paths.myProjects}/contracts`
export const contractPath = (id: string) => `${paths.myProjects}/contracts/${id}`
export const criteriaPath = (projectId: number) => `${paths.myProjects}/criteria/${projectId}`
export const newReviewPath = (contractId?: string) =>
  `${paths.myProjects}/new-review${contractId ? `?contract=${contractId}` : ''}`
export const myReviewsPath = `${paths.myProjects}/my-reviews`
