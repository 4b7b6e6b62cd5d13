import { KYC_ALLOWED_FORMATS, type KycFileKind } from '@iqs/protocol'
import { checkFormat, type DetectedFormat } from '../../platform/files/file-type.js'

/**
 * Checks a KYC upload of one kind: its content must be one of the kind's formats (spec §5), and a
 * name that claims a known format must claim the real one. The detection itself is the platform's
 * (`platform/files/file-type.ts`), shared with the network's CV upload.
 */
export function checkKycFormat(
  kind: KycFileKind,
  fileName: string,
  content: Uint8Array,
): Promise<DetectedFormat | undefined> {
  return checkFormat(KYC_ALLOWED_FORMATS[kind], fileName, content)
}
