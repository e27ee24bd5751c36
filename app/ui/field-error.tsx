export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={id} className="field__error">
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  )
}
