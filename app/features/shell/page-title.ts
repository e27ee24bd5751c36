import type { MetaDescriptor } from '@remix-run/node'

export function pageTitle(
  title: string,
  options: { failed?: boolean; description?: string } = {},
): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: `${options.failed ? 'Error: ' : ''}${title} · Threshold` },
  ]
  if (options.description) meta.push({ name: 'description', content: options.description })
  return meta
}
