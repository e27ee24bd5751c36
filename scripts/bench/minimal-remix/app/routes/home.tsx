import { useLoaderData, type MetaFunction } from '@remix-run/react'

export const meta: MetaFunction = () => [{ title: 'A minimal Remix page' }]

export function loader() {
  return { greeting: 'Hello from a minimal Remix v2 page', servedAt: Date.now() }
}

export default function Home() {
  const { greeting, servedAt } = useLoaderData<typeof loader>()
  return (
    <main>
      <h1>{greeting}</h1>
      <p>Rendered on the server at {servedAt}.</p>
    </main>
  )
}
