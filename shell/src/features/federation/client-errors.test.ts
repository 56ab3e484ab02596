import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initSupabase } from '@hifi/shared';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  type ClientErrorReport,
  MAX_REPORT_BYTES,
  MAX_REPORTS_PER_PAGE,
  reportBody,
  reportClientError,
  resetClientErrorReports,
} from './client-errors.ts';
import { RemoteLoadError } from './remote-load-error.ts';

/** A real endpoint standing in for supabase/functions/client-errors: it keeps what it receives. */
let server: Server;
const received: { body: ClientErrorReport; apikey: string | undefined }[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'apikey, authorization, content-type',
    };
    if (req.method === 'POST' && req.url === '/functions/v1/client-errors') {
      received.push({ body: JSON.parse(await readBody(req)), apikey: req.headers.apikey as string });
    }
    res.writeHead(req.method === 'OPTIONS' ? 204 : 202, cors).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  initSupabase({ url: `http://127.0.0.1:${port}`, anonKey: 'anon-key' });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  received.length = 0;
  resetClientErrorReports();
  window.history.replaceState(null, '', '/track/42');
});

it('posts a failed load with its remote, build, manifest and page', async () => {
  const error = new RemoteLoadError('mf_discover/TrackPage', { cause: new Error('chunk 12 gone') });
  reportClientError({
    remote: 'mf_discover',
    build: 'b-2',
    manifestUrl: 'http://localhost:3000/remotes/mf-discover/mf-manifest.json',
    kind: 'load',
    error,
  });
  await expect.poll(() => received.length).toBe(1);
  expect(received[0]?.apikey).toBe('anon-key');
  expect(received[0]?.body).toMatchObject({
    remote: 'mf_discover',
    build: 'b-2',
    manifestUrl: 'http://localhost:3000/remotes/mf-discover/mf-manifest.json',
    page: '/track/42',
    kind: 'load',
    message:
      'RemoteLoadError: remote module mf_discover/TrackPage could not be loaded (Error: chunk 12 gone)',
  });
});

it('sends a few reports per page view, and the same one once', async () => {
  for (let n = 0; n < 3; n += 1)
    reportClientError({ remote: 'mf_upload', kind: 'render', error: new Error('same') });
  for (let n = 0; n < 10; n += 1)
    reportClientError({ remote: 'mf_upload', kind: 'render', error: new Error(`e${n}`) });
  await expect.poll(() => received.length).toBe(MAX_REPORTS_PER_PAGE);
  expect(received.filter(({ body }) => body.message === 'Error: same')).toHaveLength(1);
});

it('says so when the build or manifest is not known', async () => {
  reportClientError({ remote: 'mf_upload', kind: 'load', error: new Error('registry down') });
  await expect.poll(() => received.length).toBe(1);
  expect(received[0]?.body).toMatchObject({ build: 'unknown', manifestUrl: '' });
});

it('never throws, whatever was thrown', () => {
  expect(() =>
    reportClientError({ remote: 'mf_upload', kind: 'rejection', error: { weird: true } }),
  ).not.toThrow();
});

it('cuts a long stack, then a long message, to fit the report in 4 KB', () => {
  const report: ClientErrorReport = {
    remote: 'mf_library',
    build: 'b-1',
    manifestUrl: '',
    page: '/library',
    kind: 'render',
    message: 'ü'.repeat(5_000),
    stack: '"at x"\n'.repeat(2_000),
  };
  const body = reportBody(report);
  expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_REPORT_BYTES);
  const parsed = JSON.parse(body) as ClientErrorReport;
  expect(parsed.stack).toBe('');
  expect(parsed.message.length).toBeGreaterThan(1_000);
  expect(parsed).toMatchObject({ remote: 'mf_library', build: 'b-1', kind: 'render' });
  expect(reportBody({ ...report, message: 'short', stack: 'short' })).toContain('"stack":"short"');
});
