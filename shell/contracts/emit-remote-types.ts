/**
 * `pnpm --filter @hifi/shell types:remotes` (the shell's typecheck runs it first): every remote's
 * contract types, from its current source, into shell/@mf-types/.
 */
import { emitRemoteTypes, workspaceRemotes } from './remote-types.ts';

const started = performance.now();
const remotes = await workspaceRemotes();
await emitRemoteTypes(remotes);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`types of ${remotes.length} remotes in shell/@mf-types/ (${seconds} s)`);
