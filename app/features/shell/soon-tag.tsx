import { VisuallyHidden } from '~/ui/visually-hidden'

// marks a link to a page that is not built yet, so no link presents it as working
export function SoonTag() {
  return (
    <>
      <span className="soon-tag" aria-hidden="true">
        soon
      </span>
      <VisuallyHidden> (coming soon)</VisuallyHidden>
    </>
  )
}
