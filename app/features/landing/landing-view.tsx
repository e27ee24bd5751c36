import { Form, Link } from '@remix-run/react'
import { landingPath, type LandingSection, type LandingWords } from './landing-page'

export type LandingViewProps = {
  slug: string
  words: LandingWords
  sections: LandingSection[]
  ctaPath: string
  // a counted button press posts to the page, which then opens the button's page
  cta: 'link' | 'form'
}

// a landing page made in /landing-admin, as visitors see it (and as its preview shows it)
export function LandingPageView({ slug, words, sections, ctaPath, cta }: LandingViewProps) {
  const button =
    cta === 'form' ? (
      <Form method="post" action={landingPath(slug)}>
        <button type="submit" className="button button--primary" name="intent" value="cta">
          {words.ctaLabel}
        </button>
      </Form>
    ) : (
      <p>
        <Link to={ctaPath} className="button button--primary">
          {words.ctaLabel}
        </Link>
      </p>
    )
  return (
    <div className="landing stack">
      <section className="hero" aria-labelledby="landing-title">
        <div className="hero__inner stack">
          <h1 id="landing-title">{words.heroHeading}</h1>
          <p className="lead">{words.heroText}</p>
          {button}
        </div>
      </section>
      {sections.map((section, index) => (
        <section key={index} aria-labelledby={`landing-section-${index}`} className="stack section">
          <h2 id={`landing-section-${index}`}>{section.heading}</h2>
          {section.body.split(/\n\s*\n/).map((paragraph, at) => (
            <p key={at}>{paragraph}</p>
          ))}
        </section>
      ))}
      {sections.length > 0 ? button : null}
    </div>
  )
}
