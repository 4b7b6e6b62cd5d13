import { useTranslation } from 'react-i18next'
import { toast } from '../../../components/ui/toast/toast-store.js'

/** The recovery codes, shown once after activation, with copy and download; `onDone` hides them for good. */
export function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[]
  email: string
  onDone: () => void
}) {
  const { t } = useTranslation('account')
  const text = `${t('preferences.twoFactor.fileHeader', { email })}\n\n${codes.join('\n')}\n`

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      toast.success(t('preferences.twoFactor.copied'))
    } catch {
      toast.error(t('preferences.twoFactor.copyFailed'))
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'iqs-recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <div className="recovery-codes" role="region" aria-labelledby="recovery-title">
      <h3 id="recovery-title">{t('preferences.twoFactor.recoveryTitle')}</h3>
      <p>{t('preferences.twoFactor.recoveryText')}</p>
      <ol className="recovery-codes__list" aria-label={t('preferences.twoFactor.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t('preferences.twoFactor.copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          {t('preferences.twoFactor.download')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('preferences.twoFactor.saved')}
        </button>
      </div>
    </div>
  )
}
