import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { type PageView, usePageViewBeacon } from './page-view-beacon.ts';

// A real HTTP sink for the beacons (the page sends them with fetch where sendBeacon is missing).
let server: Server;
let endpoint: string;
const received: PageView[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST',
    };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(JSON.parse(body) as PageView);
      res.writeHead(204, cors).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page-views`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
});

let go: (path: string) => void = () => undefined;
function Probe({ load }: { load: () => Promise<string | null> }) {
  usePageViewBeacon(load);
  go = useNavigate();
  return null;
}

async function until(check: () => boolean) {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('sends one page view per route change to the configured endpoint, with only the path', async () => {
  const load = () => Promise.resolve(endpoint);
  render(
    <MemoryRouter initialEntries={['/discover?genre=jazz']}>
      <Probe load={load} />
    </MemoryRouter>,
  );
  await until(() => received.length === 1);
  act(() => go('/terms'));
  await until(() => received.length === 2);
  expect(received.map((view) => view.path)).toEqual(['/discover?genre=jazz', '/terms']);
  expect(Object.keys(received[0] ?? {}).sort()).toEqual(['at', 'path', 'referrer']);
});

it('sends nothing when no endpoint is configured', async () => {
  const load = () => Promise.resolve(null);
  render(
    <MemoryRouter initialEntries={['/discover']}>
      <Probe load={load} />
    </MemoryRouter>,
  );
  act(() => go('/terms'));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(received).toEqual([]);
});
