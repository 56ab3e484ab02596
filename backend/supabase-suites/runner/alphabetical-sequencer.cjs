// The order postgrest-js's own testSequencer.js gives: files sorted by path (they share a database).
const Sequencer = require('@jest/test-sequencer').default;

module.exports = class AlphabeticalSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
};
