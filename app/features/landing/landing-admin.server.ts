import { newSubmissionId } from '~/platform/submission-id.server'
import { experimentOf, experimentResults, listExperiments } from './experiments.server'
import { variantIds, type Experiment } from './experiment'
import { landingPageForAdmin, listLandingPages } from './landing-pages.server'
import { maxSections, wordsOf, type LandingPage } from './landing-page'

// what /landing-admin shows, by its query: the list, a form (new or ?edit=slug) or a preview
export async function landingAdminPage(params: URLSearchParams) {
  const preview = params.get('preview')
  const edit = params.get('edit')
  if (preview) {
    const page = await landingPageForAdmin(preview)
    const experiment = page.experimentId ? await experimentOf(page.experimentId) : null
    return { view: 'preview' as const, page, testing: experiment?.status === 'running' }
  }
  if (edit === 'new')
    return { view: 'new' as const, submissionId: newSubmissionId(), values: blankForm() }
  if (edit) {
    const page = await landingPageForAdmin(edit)
    return { view: 'edit' as const, page, values: formOf(page) }
  }
  return { view: 'list' as const, pages: await listLandingPages() }
}

// the form's fields, with every section slot there (blank ones too) so it works without JavaScript
const sectionSlots = (sections: LandingPage['sections']) =>
  Array.from({ length: maxSections }, (_, index) => sections[index] ?? { heading: '', body: '' })

function blankForm() {
  return {
    title: '',
    heroHeading: '',
    heroText: '',
    sections: sectionSlots([]),
    ctaLabel: '',
    ctaPath: '/auth/register',
    audience: undefined as string | undefined,
  }
}

function formOf(page: LandingPage) {
  return {
    title: page.title,
    heroHeading: page.hero.heading,
    heroText: page.hero.text,
    sections: sectionSlots(page.sections),
    ctaLabel: page.cta.label,
    ctaPath: page.cta.path,
    audience: page.audience as string | undefined,
  }
}

// what /landing-ab-test shows: the tests and a page to start one on, the new-test form for a
// page (?page=slug), or one test's results (?experiment=id)
export async function experimentAdminPage(params: URLSearchParams) {
  const experimentId = params.get('experiment')
  const slug = params.get('page')
  if (experimentId) return { view: 'results' as const, ...(await experimentResults(experimentId)) }
  if (slug) {
    const page = await landingPageForAdmin(slug)
    const running = page.experimentId ? await experimentOf(page.experimentId) : null
    const words = wordsOf(page)
    // A, the control, starts as the page's own words; B as a copy to change
    const variants = variantIds.map((_, index) =>
      index < 2
        ? { ...words, split: '50' }
        : { title: '', heroHeading: '', heroText: '', ctaLabel: '', split: '' },
    )
    return {
      view: 'new' as const,
      page,
      running: running?.status === 'running' ? running.id : null,
      submissionId: newSubmissionId(),
      variants,
    }
  }
  const [pages, experiments] = await Promise.all([listLandingPages(), listExperiments()])
  const titles = Object.fromEntries(pages.map((page) => [page.slug, page.title]))
  const untested = pages.filter(
    (page) =>
      !experiments.some(
        (experiment: Experiment) =>
          experiment.slug === page.slug && experiment.status === 'running',
      ),
  )
  return {
    view: 'list' as const,
    experiments: experiments.map((experiment) => ({
      ...experiment,
      pageTitle: titles[experiment.slug] ?? experiment.slug,
    })),
    pages: untested.map((page) => ({ slug: page.slug, title: page.title, status: page.status })),
  }
}
