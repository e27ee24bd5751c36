import { valuationPage } from '~/features/valuation/valuation-pages.server'

// the valuation widget: the /ai-valuation page's own answer (same request reading, same model,
// same estimate) cut to what a widget shows: the form, the address choices, the estimate and the
// way to the full report on the site
export function valuationWidget(params: URLSearchParams) {
  const page = valuationPage(params)
  const valuation = page.valuation
  return {
    neighborhoods: page.neighborhoods,
    defaults: page.defaults,
    result: page.result,
    matches: page.matches,
    subject: valuation ? valuation.subject.label : null,
    estimate: valuation?.model?.estimate ?? null,
    modelMissing: Boolean(valuation && !valuation.model),
    fullReport: valuation ? `/ai-valuation?${page.query}` : null,
  }
}
