import type { SelectHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  id: string
  label: string
  /** The empty first choice ("Choose…"). */
  placeholder: string
  options: readonly { value: string; label: string }[]
  registration: UseFormRegisterReturn
  error: string | undefined
}

/** A labelled list of choices of an onboarding step, with its error. */
export function SelectField({
  id,
  label,
  placeholder,
  options,
  registration,
  error,
  ...select
}: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
