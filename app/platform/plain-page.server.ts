// pages the HTTP layer answers before Remix runs (413, 405, 503...), with no script and the site's look
export function plainPage({
  status,
  title,
  message,
}: {
  status: number
  title: string
  message: string
}): string {
  const escape = (text: string) =>
    text.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
    )
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Threshold</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b2430;background:#f7f8fa}main{max-width:36rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002}h1{font-size:1.5rem;margin:0 0 .5rem}a{color:#0b5cad}</style>
</head>
<body>
<main>
<p>Error ${status}</p>
<h1>${escape(title)}</h1>
<p>${escape(message)}</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>`
}
