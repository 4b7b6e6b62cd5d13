import { useState } from 'react'
import { useTranslation } from 'react-i18next'

interface PasswordFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  hint?: string | undefined
  autoComplete: 'current-password' | 'new-password'
}

/** A password input with the show/hide toggle of spec §2. */
export function PasswordField({ id, label, value, onChange, error, hint, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation('account')
  const [visible, setVisible] = useState(false)
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-field">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          aria-invalid={!!error}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-controls={id}
          onClick={() => setVisible(!visible)}
        >
          {visible ? t('fields.hide') : t('fields.show')}
        </button>
      </div>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
