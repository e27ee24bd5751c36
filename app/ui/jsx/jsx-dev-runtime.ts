// development (vite dev, vitest) keeps React's own, with its checks and warnings
export { Fragment, jsxDEV } from 'react/jsx-dev-runtime'
