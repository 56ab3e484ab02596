import {
  Button,
  displayName,
  formatDate,
  formatDuration,
  type PlayerTrack,
  type TrackComment,
  toast,
  toastError,
  useAddComment,
  usePlayerActions,
  usePlayerClock,
  usePlayerStatus,
  useSession,
} from '@hifi/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';

export interface CommentsSectionProps {
  trackId: string;
  comments: readonly TrackComment[];
  /** the track, so a pinned comment's time plays it from that moment */
  track?: PlayerTrack;
}

/** Comments, newest first; the box for signed-in users, 'Please log in to comment' for visitors. */
export function CommentsSection({ trackId, comments, track }: CommentsSectionProps) {
  const session = useSession();
  const id = useId();
  const [text, setText] = useState('');
  const [pinned, setPinned] = useState(false);
  const player = usePlayerStatus();
  const clock = usePlayerClock();
  const actions = usePlayerActions();
  // "At m:ss" is offered while this track is the one in the player.
  const moment = player.track?.id === trackId ? Math.floor(clock.currentTime) : null;
  const playFrom = (seconds: number) => {
    if (player.track?.id === trackId) {
      actions.seek(seconds);
      actions.resume();
    } else if (track) actions.play(track, undefined, seconds);
  };
  const addComment = useAddComment();
  const posting = addComment.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (session.status !== 'signed-in' || !text.trim() || posting) return;
    try {
      await addComment.mutateAsync({
        trackId,
        userId: session.session.user.id,
        content: text,
        atSeconds: pinned && moment !== null ? moment : null,
      });
      setText('');
      setPinned(false);
      toast.success('Comment added successfully');
    } catch (error) {
      console.error('could not add the comment', error);
      toastError('Error', 'Failed to add comment');
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-100">
        Comments ({comments.length})
      </h2>
      {session.status === 'signed-in' ? (
        <form onSubmit={submit} className="space-y-2">
          <label htmlFor={`${id}-text`} className="sr-only">
            Comment
          </label>
          <textarea
            id={`${id}-text`}
            placeholder="Add a comment..."
            value={text}
            maxLength={5000}
            onChange={(event) => setText(event.target.value)}
            className="min-h-20 w-full rounded-md border border-slate-600 bg-slate-900 p-3 text-sm text-slate-100 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-sky-500"
          />
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={!text.trim() || posting}>
              Post Comment
            </Button>
            {moment !== null && (
              <label className="flex items-center gap-2 text-sm text-slate-300">
                <input
                  type="checkbox"
                  className="size-4 accent-sky-500"
                  checked={pinned}
                  onChange={(event) => setPinned(event.target.checked)}
                />
                At {formatDuration(moment)}
              </label>
            )}
          </div>
        </form>
      ) : session.status === 'signed-out' ? (
        <p className="text-slate-400">Please log in to comment</p>
      ) : null}
      <ul className="space-y-3" aria-label="Comments">
        {comments.map((comment) => (
          <li key={comment.id} className="rounded-md border border-slate-800 p-3" data-testid="comment">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <Link to={`/profile/${comment.user_id}`} className="font-medium text-slate-200 hover:underline">
                {displayName(comment.profiles)}
              </Link>
              <span className="flex items-baseline gap-2">
                {comment.at_seconds != null && (
                  <button
                    type="button"
                    className="rounded px-1 font-mono text-xs text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-sky-500"
                    title={`Play from ${formatDuration(comment.at_seconds)}`}
                    onClick={() => playFrom(Number(comment.at_seconds))}
                  >
                    {formatDuration(comment.at_seconds)}
                  </button>
                )}
                <time dateTime={comment.created_at} className="text-xs text-slate-400">
                  {formatDate(comment.created_at)}
                </time>
              </span>
            </div>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-300">{comment.content}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
