import type { VerifyResult } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useVerifySignature } from '../api/verify-signature.js'
import { VerifyOnChain } from './verify-on-chain.js'

/**
 * /my-iqs-tokens/verify: paste a settled trade's payload and its signature; authentic or forged, who
 * signed, and whether the trade is settled on chain too (issue 19).
 */
export function VerifyPage() {
  const { t } = useTranslation('iqs-member')
  const state = useLocation().state as { payload?: unknown; signature?: string } | null
  const [payload, setPayload] = useState(state?.payload ? JSON.stringify(state.payload, null, 2) : '')
  const [signature, setSignature] = useState(state?.signature ?? '')
  const [result, setResult] = useState<VerifyResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const verify = useVerifySignature()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setResult(null)
    setError(null)
    let parsed: unknown
    try {
      parsed = JSON.parse(payload)
    } catch {
      setError(t('verify.badJson'))
      return
    }
    verify.mutate(
      { payload: parsed, signature: signature.trim() },
      { onSuccess: setResult, onError: () => setError(t('verify.failed')) },
    )
  }

  return (
    <section className="card" aria-labelledby="verify-title">
      <h2 id="verify-title">{t('verify.title')}</h2>
      <p className="muted">{t('verify.text')}</p>
      <form className="verify" onSubmit={onSubmit}>
        <label>
          {t('verify.payload')}
          <textarea
            rows={9}
            value={payload}
            onChange={(e) => setPayload(e.target.value)}
            spellCheck={false}
            required
          />
        </label>
        <label>
          {t('verify.signature')}
          <input
            value={signature}
            onChange={(e) => setSignature(e.target.value)}
            spellCheck={false}
            required
          />
        </label>
        <button className="button" type="submit" disabled={verify.isPending}>
          {t('verify.submit')}
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {result && (
        <div className={`verify__result verify__result--${result.authentic ? 'ok' : 'forged'}`} role="status">
          <strong>{t(result.authentic ? 'verify.authentic' : 'verify.forged')}</strong>
          <p>
            {t('verify.signer')} <code>{result.signer}</code>
          </p>
          <p className="muted">
            {t('verify.platform')} <code>{result.platformAddress}</code>
          </p>
          {result.onChain && <VerifyOnChain onChain={result.onChain} />}
        </div>
      )}
    </section>
  )
}
