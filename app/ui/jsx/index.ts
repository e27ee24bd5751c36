// the compiler's fallback for a `key` written after a spread: React's own createElement
export { createElement } from 'react'
