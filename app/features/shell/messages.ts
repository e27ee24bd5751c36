// the error page's words for each status, used when a route names nothing more fitting
export const errorPages = {
  400: {
    title: 'That request could not be understood',
    message: 'Check what you entered and try again.',
  },
  401: { title: 'Please sign in', message: 'Sign in to continue.' },
  403: {
    title: "You don't have access to this page",
    message:
      'This page belongs to another kind of account. Switch role or sign in with an account that has access.',
  },
  404: {
    title: 'Page not found',
    message:
      "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
  },
  405: {
    title: 'That action is not available here',
    message: 'This page cannot handle that kind of request.',
  },
  413: {
    title: 'That was too much to send',
    message: 'Shorten what you entered, or send a smaller file.',
  },
  415: {
    title: 'That kind of request is not accepted here',
    message: 'Send the form from its page and try again.',
  },
  429: { title: 'Too many requests', message: 'Please wait a moment and try again.' },
  503: {
    title: 'Threshold is temporarily unavailable',
    message: 'One of our services is not answering right now. Please try again in a minute.',
  },
} satisfies Record<number, { title: string; message: string }>

const unexpectedError = {
  title: 'Something went wrong',
  message: 'An unexpected error occurred. Please try again.',
}

export const errorPageFor = (status: number): { title: string; message: string } =>
  (errorPages as Record<number, { title: string; message: string }>)[status] ?? unexpectedError

export const wayOn = {
  home: { to: '/', label: 'Go to the home page' },
  search: { to: '/property-search', label: 'Search homes' },
  signInAgain: { to: '/auth/login', label: 'Sign in with another account' },
} as const
