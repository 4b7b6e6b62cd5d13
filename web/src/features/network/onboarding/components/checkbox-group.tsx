import type { UseFormRegisterReturn } from 'react-hook-form'

interface CheckboxGroupProps {
  id: string
  legend: string
  options: readonly { value: string; label: string }[]
  registration: UseFormRegisterReturn
  error: string | undefined
}

/** Several choices of one field (sectors, practices, functions): a fieldset of checkboxes. */
export function CheckboxGroup({ id, legend, options, registration, error }: CheckboxGroupProps) {
  return (
    <fieldset
      className="field onboarding-choices"
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      <div className="onboarding-choices__list">
        {options.map((option) => (
          <label key={option.value} className="onboarding-choices__option">
            <input type="checkbox" value={option.value} {...registration} /> {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
