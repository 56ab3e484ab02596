/*
 * The upload page's background worker (docs/product.md#7-calls-to-the-backend): while an upload runs in a hidden tab the page
 * sends KEEP_ALIVE, and this worker holds itself alive (waitUntil) until UPLOAD_COMPLETE or a
 * safety cap, so the browser keeps the page's origin active. The bytes themselves are sent by
 * the page; the worker never touches them. Every message is answered on its port, if given.
 */
const KEEP_ALIVE_CAP_MS = 10 * 60 * 1000;
let release = null;
let pageHidden = false;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const message = event.data || {};
  switch (message.type) {
    case 'PAGE_VISIBILITY_CHANGE':
      pageHidden = !!message.hidden;
      break;
    case 'KEEP_ALIVE':
      if (!release) {
        event.waitUntil(
          new Promise((resolve) => {
            const timer = setTimeout(() => finish(), KEEP_ALIVE_CAP_MS);
            const finish = () => {
              clearTimeout(timer);
              release = null;
              resolve();
            };
            release = finish;
          }),
        );
      }
      break;
    case 'UPLOAD_COMPLETE':
      if (release) release();
      break;
    default:
      return;
  }
  event.ports[0]?.postMessage({ type: message.type, keepingAlive: !!release, pageHidden });
});
