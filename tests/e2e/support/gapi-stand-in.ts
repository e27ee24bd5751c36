import type { BrowserContext } from '@playwright/test'

// The Firebase web SDK's popup flow talks to its hidden iframe (the Auth emulator's
// /emulator/auth/iframe in demo mode) through Google's gapi.iframes loader, which both sides fetch
// from https://apis.google.com/js/api.js. The test machine has no internet, so the browser gets
// this stand-in for that one script: the same calls (load, getContext, open, getParentIframe,
// register, send, ping, restyle) carried by postMessage between the page and the iframe.
// Everything else is real: the SDK, the emulator's provider page and iframe, our server.
const script = `(() => {
  const tag = '__gapiStandIn'
  const handlers = {}, waiting = {}, replies = {}
  let nextId = 1
  const deliver = (source, message) => {
    const handler = handlers[message.name]
    if (!handler) return void (waiting[message.name] = waiting[message.name] || []).push([source, message])
    Promise.resolve(handler(message.data)).then((result) => source.postMessage({ [tag]: 'reply', id: message.id, result: [result] }, '*'))
  }
  const endpoint = (target) => ({
    register(name, handler) {
      handlers[name] = handler
      for (const [source, message] of waiting[name] || []) deliver(source, message)
      delete waiting[name]
    },
    send(name, data, callback) {
      const id = nextId++
      replies[id] = callback || (() => {})
      target().postMessage({ [tag]: 'send', id, name, data }, '*')
    },
  })
  let childReady = false, onChildReady = []
  window.addEventListener('message', (event) => {
    const message = event.data
    if (!message || typeof message !== 'object' || !message[tag]) return
    if (message[tag] === 'send') deliver(event.source, message)
    else if (message[tag] === 'reply') { const callback = replies[message.id]; delete replies[message.id]; if (callback) callback(message.result) }
    else if (message[tag] === 'ready') { childReady = true; onChildReady.splice(0).forEach((callback) => callback()) }
  })
  const iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    Iframe: function Iframe() {},
    getContext: () => ({
      open(params, onOpen) {
        const frame = document.createElement('iframe')
        frame.src = params.url
        for (const [name, value] of Object.entries(params.attributes || {})) {
          if (name === 'style') Object.assign(frame.style, value)
          else frame.setAttribute(name, value)
        }
        params.where.appendChild(frame)
        const iframe = Object.assign(endpoint(() => frame.contentWindow), {
          restyle: () => Promise.resolve(),
          ping(callback) {
            return new Promise((resolve) => {
              const done = () => { callback(); resolve() }
              if (childReady) done()
              else onChildReady.push(done)
            })
          },
        })
        return Promise.resolve(onOpen ? onOpen(iframe) : iframe)
      },
      getParentIframe() {
        window.parent.postMessage({ [tag]: 'ready' }, '*')
        return endpoint(() => window.parent)
      },
    }),
  }
  window.gapi = { iframes, load: (_modules, options) => setTimeout(() => (typeof options === 'function' ? options() : options.callback())) }
  const onload = new URLSearchParams((document.currentScript && document.currentScript.src.split('?')[1]) || '').get('onload')
  setTimeout(() => { if (onload && window[onload]) window[onload](); else if (window.gapi_onload) window.gapi_onload() })
})()`

export async function useGapiStandIn(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: script }),
  )
}
