import { ERRORS, type ErrorCode } from '../errors.js'

/**
 * @fastify/multipart's own errors, by code. Its limits say 413 and its "not multipart" says 406:
 * the api answers them as what they are for a client, a form too big or of the wrong type.
 */
const MULTIPART_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the form as multipart/form-data',
  },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The form has too many parts' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The form has too many files' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The form has too many fields' },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'A file of the form is too large',
  },
  FST_PROTO_VIOLATION: {
    status: 400,
    code: 'MULTIPART_INVALID',
    message: 'A form field has a reserved name',
  },
  FST_INVALID_JSON_FIELD_ERROR: {
    status: 400,
    code: 'MULTIPART_INVALID',
    message: 'A JSON field of the form is not JSON',
  },
  FST_MP_PREMATURE_CLOSE: {
    status: 400,
    code: 'MULTIPART_INVALID',
    message: 'The form ended before it was complete',
  },
}

/**
 * What busboy (under @fastify/multipart) throws for a body that is not a well-formed form: plain
 * `Error`s with no code or status, which would otherwise leave as a 500. Matched on busboy's own
 * texts (node_modules/@fastify/busboy: lib/types/multipart.js, deps/dicer, deps/streamsearch).
 */
const BUSBOY_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Unsupported Content-Type\.$/,
  /^Missing Content-Type-header\.$/,
  /^Boundary required$/,
  /^The needle cannot (?:be an empty String\/Buffer|have a length bigger than 256)\.$/,
  /^Malformed part header$/,
]

/** The api's answer to a multipart parse failure, or undefined when the error is something else. */
export function multipartFailure(error: {
  code?: string
  message?: string
}): { status: number; code: ErrorCode; message: string } | undefined {
  const known = error.code ? MULTIPART_CODES[error.code] : undefined
  if (known) return known
  if (error.code === undefined && BUSBOY_MESSAGES.some((pattern) => pattern.test(error.message ?? '')))
    return { status: 400, code: 'MULTIPART_INVALID', message: ERRORS.MULTIPART_INVALID.message }
  return undefined
}
