/**
 * The id of an applicant's row on the owner's project page: the api's links (the header's list, the
 * away mail) end in `#applicant-<applicationId>`.
 */
export const applicantAnchor = (applicationId: string) => `applicant-${applicationId}`
