import { paths } from '../../../../lib/paths.js'

/** The consultant's pages under /my-projects (spec §2), so links never drift from the routes. */
export const jobsPath = `${paths.myProjects}/jobs`
export const jobPath = (jobId: number) => `${paths.myProjects}/jobs/details/${jobId}`
export const newApplicationPath = (jobId: number) => paths.newApplication(jobId)
export const myApplicationsPath = `${paths.myProjects}/applications`
export const applicationPath = (applicationId: string) => `${paths.myProjects}/applications/${applicationId}`
