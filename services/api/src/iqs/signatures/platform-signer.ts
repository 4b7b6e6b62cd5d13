import { settledTradePayloadSchema, type SettledTradePayload } from '@iqs/protocol'
import { Wallet, verifyTypedData } from 'ethers'
import path from 'node:path'
import { appError } from '../../platform/errors.js'
import { developmentKey } from '../key-vault/development-key.js'
import { SETTLED_TRADE_TYPES, settledTradeDomain, settledTradeValue } from './settled-trade-typed-data.js'

export interface SignatureCheck {
  authentic: boolean
  signer: string
  platform: boolean
  platformAddress: string
}

/**
 * The platform's signing key: signs settled trades (EIP-712) and checks a signature against it.
 *
 * @example
 * const signer = await loadPlatformSigner({ dataDir, env: process.env, warn: log.warn })
 * const signature = await signer.sign(payload)
 * signer.verify(payload, signature).authentic // true
 */
export class PlatformSigner {
  constructor(
    private readonly wallet: Wallet,
    readonly chainId: number,
  ) {}

  get address(): string {
    return this.wallet.address
  }

  sign(payload: SettledTradePayload): Promise<string> {
    return this.wallet.signTypedData(
      settledTradeDomain(this.chainId),
      SETTLED_TRADE_TYPES,
      settledTradeValue(payload),
    )
  }

  /**
   * Who signed this payload, and whether it is the platform. A payload that is not a settled trade
   * or a signature that is not one throws 400 SIGNATURE_CHECK_FAILED ('Failed to check authenticity').
   */
  verify(payload: unknown, signature: unknown): SignatureCheck {
    const parsed = settledTradePayloadSchema.safeParse(normalise(payload))
    if (!parsed.success || typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature))
      throw appError('SIGNATURE_CHECK_FAILED')
    let signer: string
    try {
      signer = verifyTypedData(
        settledTradeDomain(this.chainId),
        SETTLED_TRADE_TYPES,
        settledTradeValue(parsed.data),
        signature,
      )
    } catch {
      throw appError('SIGNATURE_CHECK_FAILED')
    }
    const platform = signer === this.wallet.address
    return { authentic: platform, signer, platform, platformAddress: this.wallet.address }
  }
}

/** Integers may come as JSON numbers; the signed form carries them as decimal strings. */
function normalise(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object') return payload
  const out: Record<string, unknown> = { ...(payload as Record<string, unknown>) }
  for (const key of ['quantity', 'unitPriceCents', 'settledAt'])
    if (typeof out[key] === 'number' && Number.isSafeInteger(out[key])) out[key] = String(out[key])
  for (const key of ['quantity', 'unitPriceCents', 'settledAt'])
    if (typeof out[key] === 'string' && !/^\d{1,30}$/.test(out[key] as string)) return undefined
  return out
}

/**
 * The key from `PLATFORM_SIGNING_KEY` (a hex private key), or else a development key kept in
 * `<dataDir>/secrets/platform-signing-key` (created on first use, with a warning: a real
 * deployment must supply its own key). The chain id is `PLATFORM_CHAIN_ID`, 1 by default.
 */
export async function loadPlatformSigner(options: {
  dataDir: string
  env: NodeJS.ProcessEnv
  warn: (message: string) => void
}): Promise<PlatformSigner> {
  const chainId = Number(options.env.PLATFORM_CHAIN_ID ?? 1)
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new Error('PLATFORM_CHAIN_ID must be a positive integer')
  const configured = options.env.PLATFORM_SIGNING_KEY?.trim()
  if (configured) return new PlatformSigner(new Wallet(configured), chainId)
  const key = await developmentKey(path.join(options.dataDir, 'secrets', 'platform-signing-key'), (file) =>
    options.warn(`PLATFORM_SIGNING_KEY is not set: using a development signing key kept in ${file}`),
  )
  return new PlatformSigner(new Wallet(key), chainId)
}
