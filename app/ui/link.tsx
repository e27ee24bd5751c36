import { Link as RemixLink, NavLink as RemixNavLink, useLocation } from '@remix-run/react'
import { forwardRef, type ComponentProps } from 'react'
import { hrefOf, isRootPath, onServer } from './server-written'

type LinkProps = ComponentProps<typeof RemixLink>
type NavLinkProps = ComponentProps<typeof RemixNavLink>

// A page renders 30 to 60 links. On the server, Remix's <Link> resolves its path, sets up
// prefetching and click handling through a dozen hooks, and was the largest single cost of a
// render (ADR 045). The server writes a link to an absolute path as the <a> Remix would write
// (`link.test.tsx` compares the two); in the browser Remix's own Link and NavLink render, so
// hydration, client navigation, route discovery and prefetching are Remix's.

// props that steer the browser's navigation, never written into the <a>
const navigationOnly = [
  'prefetch',
  'discover',
  'reloadDocument',
  'replace',
  'state',
  'preventScrollReset',
  'relative',
  'viewTransition',
  'unstable_viewTransition',
] as const

// the links the server can write without React Router: a path from the site's root, no
// prefetched page to render beside it
function writtenByServer(to: LinkProps['to'], prefetch: LinkProps['prefetch']): to is string {
  return (
    onServer &&
    isRootPath(to) &&
    (prefetch === undefined || prefetch === 'none' || prefetch === 'intent')
  )
}

// with `to` and `target`, which the callers write themselves (React Router writes href, then target)
const notCopied = new Set<string>([...navigationOnly, 'to', 'target'])

// one pass over the props, no rest copies: a page writes dozens of links (ADR 047)
function anchorProps(props: Omit<LinkProps, 'to'>) {
  const anchor: Record<string, unknown> = {}
  for (const name in props)
    if (!notCopied.has(name)) anchor[name] = props[name as keyof typeof props]
  // Remix marks the links its route discovery should look up
  anchor['data-discover'] =
    (props.discover ?? 'render') === 'render' && !props.reloadDocument ? 'true' : undefined
  return anchor
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  if (!writtenByServer(props.to, props.prefetch)) return <RemixLink {...props} ref={ref} />
  return <a {...anchorProps(props)} href={hrefOf(props.to)} target={props.target} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const location = useLocation()
  const { className, children, style } = props
  if (
    !writtenByServer(props.to, props.prefetch) ||
    typeof className === 'function' ||
    typeof children === 'function' ||
    typeof style === 'function' ||
    props.caseSensitive
  ) {
    return <RemixNavLink {...props} ref={ref} />
  }
  const {
    to,
    end = false,
    'aria-current': ariaCurrent = 'page',
    caseSensitive: _caseSensitive,
    className: _className,
    style: _style,
    children: _children,
    ...rest
  } = props
  const active = isActive(location.pathname, pathOf(to), end)
  return (
    <a
      {...anchorProps(rest)}
      aria-current={active ? ariaCurrent : undefined}
      className={[className ?? '', active ? 'active' : null].filter(Boolean).join(' ')}
      style={style}
      href={hrefOf(to)}
      target={props.target}
    >
      {children}
    </a>
  )
})

// React Router's rule: the link's path, or a path below it unless `end`, compared without case
function isActive(locationPath: string, toPath: string, end: boolean) {
  const here = locationPath.toLowerCase()
  const there = toPath.toLowerCase()
  const slashAt = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length
  return here === there || (!end && here.startsWith(there) && here.charAt(slashAt) === '/')
}

function pathOf(to: string) {
  return to.split(/[?#]/, 1)[0]!
}
