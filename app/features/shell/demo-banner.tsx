import { Link } from '@remix-run/react'

export function DemoBanner() {
  return (
    <section className="demo-banner" aria-label="Demo mode">
      <strong>Demo mode</strong>
      <span>
        Running on local Firebase emulators with sample data from Ames, Iowa sales (2006–2010).
        E-mails go to the <Link to="/auth/mailbox">demo mailbox</Link>.
      </span>
    </section>
  )
}
