import { Form as RemixForm } from '@remix-run/react'
import { forwardRef, type ComponentProps } from 'react'
import { hrefOf, isRootPath, onServer } from '~/ui/server-written'

type FormProps = ComponentProps<typeof RemixForm>

// Remix's <Form> with its action given as a path from the site's root: written by the server as
// the <form> Remix would write (`form.test.tsx` compares the two), without resolving the action
// through React Router's hooks; a form that posts to its own page is Remix's, which knows the
// route (an index route's `?index`, the page's query). In the browser Remix's Form renders.
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  if (!onServer || !isRootPath(props.action)) return <RemixForm {...props} ref={ref} />
  const {
    action,
    method = 'get',
    discover = 'render',
    reloadDocument,
    fetcherKey: _fetcherKey,
    navigate: _navigate,
    replace: _replace,
    state: _state,
    onSubmit: _onSubmit,
    relative: _relative,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    ...rest
  } = props
  return (
    <form
      method={method.toLowerCase() === 'get' ? 'get' : 'post'}
      action={hrefOf(action)}
      {...rest}
      data-discover={discover === 'render' && !reloadDocument ? 'true' : undefined}
    />
  )
})
