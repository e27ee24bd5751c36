import { errorPages } from '~/features/shell/messages'
import { expectedError } from '~/platform/http/expected-error'

export function loader() {
  throw expectedError(404, errorPages[404].message)
}

export function action() {
  throw expectedError(404, errorPages[404].message)
}

// a component makes this a page, so the 404 renders in the shell instead of as data
export default function NotFound() {
  return null
}
