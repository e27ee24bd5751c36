import { Form as RemixForm } from '@remix-run/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { Form } from './form'

// the browser hydrates the server's <form> with Remix's own Form: the markup must be the same
async function at(path: string, element: ReactElement) {
  const routes = [
    {
      path: '/',
      children: [
        { index: true, element },
        { path: 'property/:id', element },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://localhost${path}`))
  if (context instanceof Response) throw new Error('no context')
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  )
}

describe('Form written by the server', () => {
  const cases: Array<[string, Parameters<typeof Form>[0]]> = [
    [
      'a post to another page',
      {
        method: 'post',
        action: '/property/ames-0001',
        className: 'listing-card__save',
        children: 'Save',
      },
    ],
    ['a get with its query and hash', { action: '/property-search?q=x#results', children: 'Go' }],
    ['an upper-case method', { method: 'POST' as 'post', action: '/x', children: 'Go' }],
    [
      'a reloading upload',
      {
        method: 'post',
        action: '/documents',
        encType: 'multipart/form-data',
        reloadDocument: true,
        children: 'Up',
      },
    ],
    [
      'navigation props',
      {
        method: 'post',
        action: '/x',
        replace: true,
        preventScrollReset: true,
        navigate: false,
        fetcherKey: 'k',
        'aria-label': 'Save',
        id: 'f',
        noValidate: true,
        children: 'Go',
      },
    ],
    ['no discovery', { method: 'post', action: '/x', discover: 'none', children: 'Go' }],
  ]
  for (const [name, props] of cases) {
    it(`writes what Remix writes: ${name}`, async () => {
      expect(await at('/property/a?b=1', <Form {...props} />)).toBe(
        await at('/property/a?b=1', <RemixForm {...props} />),
      )
    })
  }

  it('leaves a form posting to its own page, or a relative action, to Remix', async () => {
    for (const props of [
      { method: 'post' as const },
      { action: '.' },
      { action: 'edit' },
      { action: '//example.com/x' },
    ]) {
      for (const path of ['/?index&q=1', '/property/a?b=1']) {
        expect(await at(path, <Form {...props}>go</Form>)).toBe(
          await at(path, <RemixForm {...props}>go</RemixForm>),
        )
      }
    }
  })

  it('is a <form> with the method, the action and the discovery mark', async () => {
    expect(
      await at(
        '/',
        <Form method="post" action="/x?">
          go
        </Form>,
      ),
    ).toBe('<form method="post" action="/x" data-discover="true">go</form>')
  })
})
