// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PAGE_SIZE, feedQuery } from '../feed/feed-query.ts';
import { markNotificationsReadMutation } from '../notifications/mark-notifications-read-mutation.ts';
import { notificationLink } from '../notifications/notification-shape.ts';
import { NOTIFICATIONS_PAGE_SIZE, notificationsQuery } from '../notifications/notifications-query.ts';
import { unreadCountQuery } from '../notifications/unread-count-query.ts';
import { profileQuery } from '../profiles/profile-query.ts';
import { type DataStack, databases, type SignedInUser, startDataStack } from '../testing/stack.ts';
import { followStatusQuery } from './follow-status-query.ts';
import { setFollowMutation } from './set-follow-mutation.ts';
import { suggestedArtistsQuery } from './suggested-artists-query.ts';

describe.each(databases)('follows, the feed and notifications on %s', (kind) => {
  let stack: DataStack;
  let artist: SignedInUser;
  let other: SignedInUser;
  let fan: SignedInUser;
  const publish = async (owner: SignedInUser, title: string, createdAt: string) => {
    const { data, error } = await stack
      .admin()
      .from('audio_files')
      .insert({ title, file_path: `${owner.id}/${title}.flac`, user_id: owner.id, created_at: createdAt })
      .select('id')
      .single();
    if (error) throw error;
    return data.id as string;
  };

  beforeAll(async () => {
    stack = await startDataStack(kind);
    artist = await stack.signUp('artist');
    other = await stack.signUp('other');
    fan = await stack.signUp('fan');
    await publish(other, 'Elsewhere', '2026-01-01T00:00:00Z');
  }, 60_000);
  afterAll(() => stack?.close());

  it('an empty feed suggests the artists with tracks, most-followed first, never the member', async () => {
    expect((await feedQuery(null, fan.client)).tracks).toEqual([]);
    await setFollowMutation({ followerId: artist.id, followeeId: other.id, following: true }, artist.client);
    const suggested = await suggestedArtistsQuery(fan.id, fan.client);
    expect(suggested.map((a) => a.id)).toEqual([other.id]);
    expect(suggested[0]?.followers_count).toBe(1);
    await setFollowMutation({ followerId: artist.id, followeeId: other.id, following: false }, artist.client);
  });

  it('follows and unfollows idempotently; counts follow; no self-follow', async () => {
    const change = { followerId: fan.id, followeeId: artist.id };
    await setFollowMutation({ ...change, following: true }, fan.client);
    await setFollowMutation({ ...change, following: true }, fan.client);
    expect(await followStatusQuery(change, stack.anon())).toBe(true);
    expect(await profileQuery(artist.id, stack.anon())).toMatchObject({
      followers_count: 1,
      following_count: 0,
    });
    expect(await profileQuery(fan.id, stack.anon())).toMatchObject({
      followers_count: 0,
      following_count: 1,
    });
    await expect(
      setFollowMutation({ followerId: fan.id, followeeId: fan.id, following: true }, fan.client),
    ).rejects.toMatchObject({ code: '23514' });
    await setFollowMutation({ ...change, following: false }, fan.client);
    expect(await followStatusQuery(change, stack.anon())).toBe(false);
    await setFollowMutation({ ...change, following: true }, fan.client);
  });

  it("the feed pages the followed artists' tracks newest first; the fan is told of each", async () => {
    const ids: string[] = [];
    for (let i = 0; i < FEED_PAGE_SIZE + 2; i++) {
      ids.push(await publish(artist, `Take ${i}`, new Date(Date.UTC(2026, 5, 1, 0, i)).toISOString()));
    }
    const first = await feedQuery(null, fan.client);
    expect(first.tracks.map((t) => t.id)).toEqual(ids.toReversed().slice(0, FEED_PAGE_SIZE));
    expect(first.tracks[0]?.profiles?.username).toMatch(/^artist/);
    const second = await feedQuery(first.next, fan.client);
    expect(second.tracks.map((t) => t.id)).toEqual(ids.toReversed().slice(FEED_PAGE_SIZE));
    expect(second.next).toBeNull();
    expect((await feedQuery(null, other.client)).tracks).toEqual([]);

    expect(await unreadCountQuery(fan.client)).toBe(ids.length);
    const page = await notificationsQuery(null, fan.client);
    expect(page.notifications).toHaveLength(Math.min(ids.length, NOTIFICATIONS_PAGE_SIZE));
    expect(page.notifications[0]).toMatchObject({
      kind: 'track',
      read_at: null,
      audio_files: { id: ids.at(-1), title: `Take ${ids.length - 1}` },
    });
    expect(notificationLink(page.notifications[0] as never)).toBe(`/audio/${ids.at(-1)}`);
  });

  it("a comment's notification leads to the track at its moment; marking read zeroes the count", async () => {
    const { data: track } = await stack
      .admin()
      .from('audio_files')
      .select('id')
      .eq('title', 'Take 0')
      .single();
    const { error } = await fan.client
      .from('comments')
      .insert({ audio_file_id: track?.id, user_id: fan.id, content: 'that chord', at_seconds: 65.4 });
    expect(error).toBeNull();
    const { notifications } = await notificationsQuery(null, artist.client);
    expect(notifications.map((n) => n.kind)).toEqual(['comment', 'follow']);
    expect(notificationLink(notifications[0] as never)).toBe(`/audio/${track?.id}?t=65`);
    expect(notificationLink(notifications[1] as never)).toBe(`/profile/${fan.id}`);
    expect(notifications[1]?.actor?.id).toBe(fan.id);
    expect(await unreadCountQuery(artist.client)).toBe(2);
    await markNotificationsReadMutation(artist.client);
    expect(await unreadCountQuery(artist.client)).toBe(0);
    expect(await unreadCountQuery(fan.client)).toBeGreaterThan(0); // only the caller's own
  });
});
