// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataStack, databases, type SignedInUser, startDataStack } from '../testing/stack.ts';
import { addCommentMutation, EmptyCommentError } from './add-comment-mutation.ts';
import { commentsQuery } from './comments-query.ts';

describe.each(databases)('comments on %s', (kind) => {
  let stack: DataStack;
  let owner: SignedInUser;
  let trackId: string;

  beforeAll(async () => {
    stack = await startDataStack(kind);
    owner = await stack.signUp('owner');
    // Arranged as a seed would (service role): a member's track must name a verified upload.
    const { data, error } = await stack
      .admin()
      .from('audio_files')
      .insert({ title: 'A', file_path: `${owner.id}/a.flac`, user_id: owner.id })
      .select('id')
      .single();
    if (error) throw error;
    trackId = data.id;
  }, 60_000);
  afterAll(() => stack?.close());

  it('posts trimmed comments that come back newest first with their author', async () => {
    const first = await addCommentMutation({ trackId, userId: owner.id, content: '  first  ' }, owner.client);
    expect(first.content).toBe('first');
    // e-mails stay in auth.users, which the API roles cannot read
    expect(first.profiles?.email).toBeNull();
    await addCommentMutation({ trackId, userId: owner.id, content: '<b>second</b>' }, owner.client);
    const comments = await commentsQuery(trackId, stack.anon());
    expect(comments.map((c) => c.content)).toEqual(['<b>second</b>', 'first']);
    expect(comments[0]?.profiles?.email).toBeNull();
  });

  it('refuses blank text before any request, and visitors at the database', async () => {
    await expect(
      addCommentMutation({ trackId, userId: owner.id, content: ' \n ' }, owner.client),
    ).rejects.toBeInstanceOf(EmptyCommentError);
    await expect(
      addCommentMutation({ trackId, userId: owner.id, content: 'hi' }, stack.anon()),
    ).rejects.toBeTruthy();
    expect(await commentsQuery(trackId, stack.anon())).toHaveLength(2);
  });
});
