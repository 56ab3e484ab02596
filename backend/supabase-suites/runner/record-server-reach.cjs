// Notes every test that sends a request to the stack (port 54321, where the suites expect
// Supabase): only those count towards the figures; a test that never reaches the server is a
// unit test of the client itself.
const { appendFileSync } = require('node:fs');

const out = process.env.SERVER_REACH_FILE;
const original = globalThis.fetch;

globalThis.fetch = function fetchRecordingServerReach(input, init) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input?.url;
  if (out && /^https?:\/\/(localhost|127\.0\.0\.1):54321\//.test(String(url))) {
    const state = expect.getState();
    appendFileSync(out, `${JSON.stringify({ file: state.testPath, name: state.currentTestName })}\n`);
  }
  return original.call(this, input, init);
};
