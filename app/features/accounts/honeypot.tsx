// a field people never see or reach; bots that fill every input give themselves away
export const honeypotName = 'website'

export function Honeypot() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor="auth-website">Leave this field empty</label>
      <input
        id="auth-website"
        name={honeypotName}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}
