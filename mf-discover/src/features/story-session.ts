import { hifiStore, type Session, sessionAtom } from '@hifi/shared';

/** Story `beforeEach` helpers: put the one store in a session state, and restore it after. */
export const signedInAs =
  (id: string, email = 'listener@hifi.test') =>
  () => {
    hifiStore.set(sessionAtom, {
      status: 'signed-in',
      session: { user: { id, email } } as unknown as Session,
    });
    return () => hifiStore.set(sessionAtom, { status: 'loading' });
  };

export const signedOut = () => {
  hifiStore.set(sessionAtom, { status: 'signed-out' });
  return () => hifiStore.set(sessionAtom, { status: 'loading' });
};
