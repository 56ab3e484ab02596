// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataStack, databases, type SignedInUser, startDataStack } from '../testing/stack.ts';
import { profileQuery } from './profile-query.ts';
import { displayName } from './profile-shape.ts';
import { UsernameError, updateUsernameMutation } from './update-username-mutation.ts';

it('names a user by username, else by the part of the e-mail before the @', () => {
  expect(displayName({ username: 'ada', email: 'a@x.test' })).toBe('ada');
  expect(displayName({ username: null, email: 'miles.tone@x.test' })).toBe('miles.tone');
  expect(displayName({ username: '  ', email: 'k@x.test' })).toBe('k');
});

describe.each(databases)('profiles on %s', (kind) => {
  let stack: DataStack;
  let ada: SignedInUser;
  let bo: SignedInUser;

  beforeAll(async () => {
    stack = await startDataStack(kind);
    ada = await stack.signUp('ada');
    bo = await stack.signUp('bo');
  }, 60_000);
  afterAll(() => stack?.close());

  it('reads a profile, and null for a missing or malformed id', async () => {
    const profile = await profileQuery(ada.id, stack.anon());
    expect(profile).toMatchObject({ id: ada.id, email: null }); // e-mails stay in auth.users (issue 15)
    expect(await profileQuery('00000000-0000-0000-0000-000000000000', stack.anon())).toBeNull();
    expect(await profileQuery('x', stack.anon())).toBeNull();
  });

  it('renames trimmed; refuses blank and taken names with the texts the page shows', async () => {
    expect(await updateUsernameMutation({ userId: ada.id, username: '  ada_lovelace ' }, ada.client)).toBe(
      'ada_lovelace',
    );
    expect((await profileQuery(ada.id, stack.anon()))?.username).toBe('ada_lovelace');
    await expect(updateUsernameMutation({ userId: bo.id, username: '   ' }, bo.client)).rejects.toThrow(
      'Username cannot be empty',
    );
    const taken = updateUsernameMutation({ userId: bo.id, username: 'ada_lovelace' }, bo.client);
    await expect(taken).rejects.toBeInstanceOf(UsernameError);
    await expect(taken).rejects.toThrow('This username is already taken');
  });

  it("cannot rename someone else's profile", async () => {
    await expect(updateUsernameMutation({ userId: ada.id, username: 'mallory' }, bo.client)).rejects.toThrow(
      'Failed to update username',
    );
    expect((await profileQuery(ada.id, stack.anon()))?.username).toBe('ada_lovelace');
  });
});
