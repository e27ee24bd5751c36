import { data } from '@remix-run/node'

export function loader() {
  throw data(null, { status: 404 })
}

export function action() {
  throw data(null, { status: 404 })
}

// a component makes this a page, so the 404 renders in the shell instead of as data
export default function NotFound() {
  return null
}
