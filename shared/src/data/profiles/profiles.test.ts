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
    // e-mails stay in auth.users, which the API roles cannot read
    expect(profile).toMatchObject({ id: ada.id, email: null });
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

  describe('names no one can fake (docs/product.md#5-validation-rules)', () => {
    const TAKEN = 'This username is already taken';
    const INVISIBLE = 'Usernames cannot contain invisible, control or text-direction characters';
    // The eight look-alikes of an existing "Taken-name", each with the text the page shows.
    const lookAlikes: [string, string, string][] = [
      ['lower case', 'taken-name', TAKEN],
      ['upper case', 'TAKEN-NAME', TAKEN],
      ['leading space', ' Taken-name', TAKEN],
      ['trailing space', 'Taken-name ', TAKEN],
      ['zero-width joiner', 'Taken-name\u200d', INVISIBLE],
      ['zero-width space', 'Taken\u200b-name', INVISIBLE],
      ['Cyrillic homoglyphs', 'T\u0430k\u0435n-n\u0430m\u0435', TAKEN],
      ['fullwidth letters', '\uff34\uff41\uff4b\uff45\uff4e-\uff4e\uff41\uff4d\uff45', TAKEN],
    ];
    let owner: SignedInUser;
    let rival: SignedInUser;

    beforeAll(async () => {
      owner = await stack.signUp('owner');
      rival = await stack.signUp('rival');
      await updateUsernameMutation({ userId: owner.id, username: 'Taken-name' }, owner.client);
    });

    it.each(lookAlikes)('refuses the %s look-alike with its message', async (_, name, message) => {
      await expect(
        updateUsernameMutation({ userId: rival.id, username: name }, rival.client),
      ).rejects.toThrow(message);
      // A client that skips the page's trimming meets the same refusal in the database.
      const { error } = await rival.client.from('profiles').update({ username: name }).eq('id', rival.id);
      expect(error?.message).toBe(message);
      expect(error?.code).toBe(message === TAKEN ? '23505' : '23514');
    });

    it('stores a fresh name NFKC-normalised and trimmed', async () => {
      const before = (await profileQuery(rival.id, stack.anon()))?.username;
      expect(before).not.toMatch(/taken/i);
      const { data, error } = await rival.client
        .from('profiles')
        .update({ username: '  \uff32ival\u3000' })
        .eq('id', rival.id)
        .select('username');
      expect(error).toBeNull();
      expect(data).toEqual([{ username: 'Rival' }]);
    });

    it('refuses control and text-direction characters in a fresh name', async () => {
      for (const name of ['evil\u202egnp', 'tab\tname', 'lri\u2066x', 'bom\ufeffx']) {
        const { error } = await rival.client.from('profiles').update({ username: name }).eq('id', rival.id);
        expect(error?.message, JSON.stringify(name)).toBe(INVISIBLE);
      }
    });

    it('signing up with a look-alike of a taken name gets a name from the e-mail instead', async () => {
      const signUp = await stack.anon().auth.signUp({
        email: `mimic-${Date.now()}@example.test`,
        password: 'correct horse battery staple',
        options: { data: { username: 'T\u0430ken-name' } },
      });
      expect(signUp.error).toBeNull();
      const profile = await profileQuery(signUp.data.user?.id ?? '', stack.anon());
      expect(profile?.username).toMatch(/^mimic-/);
    });
  });
});
