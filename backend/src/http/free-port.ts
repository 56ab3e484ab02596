import { createServer } from 'node:net';

/** A free TCP port on loopback, picked by the kernel (tests and benchmarks). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A free port below the ephemeral range, for a server that is killed and restarted on the same
 * port: no other process's listen(0) can be handed it in between.
 */
export async function freeRestartablePort(): Promise<number> {
  for (;;) {
    const candidate = 20_000 + Math.floor(Math.random() * 10_000);
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(candidate, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return candidate;
    }
  }
}
