/** A form field's error, announced to screen readers; nothing when there is none. */
export function FieldError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null
}
