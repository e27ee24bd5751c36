import { Form, Link } from '@remix-run/react'
import { getFormProps } from '@conform-to/react'
import type { FormReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { landingPath, type LandingSection, type LandingWords } from './landing-page'
import { LandingCtaSchema } from './schemas'

export type LandingViewProps = {
  slug: string
  words: LandingWords
  sections: LandingSection[]
  ctaPath: string
  // a counted button press posts to the page, which then opens the button's page
  cta: 'link' | 'form'
  // the refusal of a press the schema did not take (a post without its intent)
  reply?: FormReply
}

// a landing page made in /landing-admin, as visitors see it (and as its preview shows it)
export function LandingPageView({ slug, words, sections, ctaPath, cta, reply }: LandingViewProps) {
  const button = (at: 'hero' | 'end') =>
    cta === 'form' ? (
      <CtaForm id={`landing-cta-${at}`} slug={slug} label={words.ctaLabel} reply={reply} />
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
          {button('hero')}
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
      {sections.length > 0 ? button('end') : null}
    </div>
  )
}

// the counted button: a post to the page, which counts it and opens the button's page
function CtaForm({
  id,
  slug,
  label,
  reply,
}: {
  id: string
  slug: string
  label: string
  reply: FormReply | undefined
}) {
  const [form] = useSchemaForm({ id, schema: LandingCtaSchema, reply })
  return (
    <Form method="post" action={landingPath(slug)} {...getFormProps(form)}>
      <button type="submit" className="button button--primary" name="intent" value="cta">
        {label}
      </button>
    </Form>
  )
}
