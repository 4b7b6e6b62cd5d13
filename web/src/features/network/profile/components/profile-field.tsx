import type { ReactNode } from 'react'

interface ProfileFieldProps {
  id: string
  label: string
  error: string | undefined
  hint?: string | undefined
  /** The control, given `id`, `aria-invalid` and `aria-describedby` by the caller through `describedBy`. */
  children: (describedBy: string | undefined) => ReactNode
}

/** A labelled control of a profile form, with its hint and its error tied to it for screen readers. */
export function ProfileField({ id, label, error, hint, children }: ProfileFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(described)}
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
