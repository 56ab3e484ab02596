/** Reports an unhandled rejection whose stack runs through a remote's files, stamped with that remote's build. */
import { reportClientError } from './client-errors.ts';
import { remoteProvenance, remoteServing } from './live-remotes.ts';

export function watchRemoteRejections(target: Window = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    const stack = event.reason instanceof Error ? (event.reason.stack ?? '') : '';
    const remote = stack ? remoteServing(stack) : undefined;
    if (remote)
      reportClientError({ remote, ...remoteProvenance(remote), kind: 'rejection', error: event.reason });
  });
}
