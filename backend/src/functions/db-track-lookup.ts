import type { TrackLookup } from '../../../supabase/functions/_shared/track-summary.ts';
import { displayName, isTrackId } from '../../../supabase/functions/_shared/track-summary.ts';
import type { Database } from '../db/database.ts';
import { withRole } from '../db/with-role.ts';

/** The local stack's TrackLookup: one query as role anon, so RLS decides what a visitor may see. */
export function dbTrackLookup(db: Database): TrackLookup {
  return async (id) => {
    if (!isTrackId(id)) return null;
    const { rows } = await withRole(db, { role: 'anon' }, (tx) =>
      tx.query<{
        id: string;
        title: string;
        description: string | null;
        user_id: string;
        likes_count: number | string;
        username: string | null;
        email: string | null;
      }>(
        `select a.id, a.title, a.description, a.user_id, a.likes_count, p.username, p.email
           from public.audio_files a left join public.profiles p on p.id = a.user_id
          where a.id = $1`,
        [id],
      ),
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      userId: row.user_id,
      authorName: displayName(row),
      likesCount: Number(row.likes_count),
    };
  };
}
