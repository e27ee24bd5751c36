import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { journeys, type StepLink } from '~/features/site/how-it-works'
import { siteMessages } from '~/features/site/messages'
import { pageTitle } from '~/features/shell/page-title'

const words = siteMessages.howItWorks

export const meta: MetaFunction = () => pageTitle(words.title, { description: words.lead })

export default function HowItWorks() {
  return (
    <article className="stack">
      <h1>{words.title}</h1>
      <p className="lead">{words.lead}</p>
      {journeys.map((journey) => (
        <section key={journey.id} aria-labelledby={`${journey.id}-title`} className="stack section">
          <h2 id={`${journey.id}-title`}>{journey.heading}</h2>
          <p>
            {journey.intro}
            {journey.overview ? (
              <>
                {' '}
                <Link to={journey.overview.to}>{journey.overview.label}</Link>
              </>
            ) : null}
          </p>
          <ol className="journey">
            {journey.steps.map((step, index) => (
              <li key={step.title} className="journey__step">
                <p className="eyebrow">Step {index + 1}</p>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
                <StepLinks links={step.links} />
              </li>
            ))}
          </ol>
        </section>
      ))}
      <section aria-labelledby="any-browser-title" className="stack section">
        <h2 id="any-browser-title">In any browser</h2>
        <p>
          Every step works with JavaScript turned off: each page comes ready from the server and
          each form is an ordinary form. See{' '}
          <Link to="/why-threshold">what else Threshold does differently</Link>.
        </p>
      </section>
    </article>
  )
}

function StepLinks({ links }: { links: StepLink[] }) {
  if (links.length === 1) {
    const [link] = links as [StepLink]
    return (
      <p>
        <Link to={link.to}>{link.label}</Link>
      </p>
    )
  }
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  )
}
