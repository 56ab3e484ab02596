import { configFromEnv } from './config.ts';
import { seedOnFirstStart } from './seed/first-start.ts';
import { startStack } from './stack.ts';

const config = configFromEnv();
const stack = await startStack(config);
console.log(`[stack] site and API at ${config.siteUrl} (${stack.db.kind})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stack.close().finally(() => process.exit(0));
  });
}

// After the signal handlers, so Ctrl-C during the first seed still closes the database cleanly.
await seedOnFirstStart(stack);
