// negotiator 1.x takes a server preference for equal q-values ({ preferred }), which the
// published types (written for 0.6) do not declare; only what static-files.ts uses.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
