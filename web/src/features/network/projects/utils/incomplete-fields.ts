import { projectIncompleteDetailsSchema, type ProjectPublishField } from '@iqs/protocol'
import { ApiError } from '../../../../lib/api-client.js'

/** The fields a 422 PROJECT_INCOMPLETE names (`details.missing`), or undefined for any other failure. */
export function incompleteFields(error: unknown): ProjectPublishField[] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'PROJECT_INCOMPLETE') return undefined
  const details = projectIncompleteDetailsSchema.safeParse(error.details)
  return details.success ? details.data.missing : undefined
}
