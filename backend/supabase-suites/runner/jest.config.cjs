// Jest as each suite's own jest config sets it up (ts-jest, node, one worker, alphabetical order,
// 30 s per test), transpile-only so a run stays within CI's time; SUITE names the vendored folder.
const { join } = require('node:path');

const { clientOnly } = require('./client-only.cjs');

const suite = process.env.SUITE;
if (!suite) throw new Error('SUITE (postgrest-js or storage-js) must be set');

module.exports = {
  rootDir: join(__dirname, '..', suite),
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': [
      require.resolve('ts-jest'),
      {
        diagnostics: false,
        tsconfig: {
          isolatedModules: true,
          target: 'ES2022',
          module: 'CommonJS',
          moduleResolution: 'Node',
          esModuleInterop: true,
          allowSyntheticDefaultImports: true,
          strict: true,
          skipLibCheck: true,
        },
      },
    ],
  },
  maxWorkers: 1,
  testSequencer: join(__dirname, 'alphabetical-sequencer.cjs'),
  testTimeout: 30000,
  // v12/ talks to a PostgREST 12 server of its own (docker compose), not to the stack; the
  // client-only files (clientOnly in exclusions.ts) never reach a server and are not run.
  testPathIgnorePatterns: [
    '/node_modules/',
    '/test/v12/',
    ...clientOnly(suite).map((f) => `/${suite}/${f.replaceAll('.', '\\.')}$`),
  ],
  moduleNameMapper: { '^type-fest$': join(__dirname, 'types-only.cjs') },
  setupFilesAfterEnv: [join(__dirname, 'record-server-reach.cjs')],
};
