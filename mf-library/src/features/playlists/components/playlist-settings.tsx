import {
  Button,
  ConfirmDialog,
  displayName,
  Input,
  Label,
  NativeSelect,
  type Playlist,
  type PlaylistVisibility,
  toast,
  useDeletePlaylist,
  useInviteEditor,
  useRemoveEditor,
  useReplacePlaylistLink,
  useUpdatePlaylist,
} from '@hifi/shared';
import { Check, Copy, RefreshCw, Trash2, UserPlus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The secret link of a playlist, as a visitor opens it. */
export const secretLink = (origin: string, token: string) => `${origin}/s/${token}`;

/**
 * What the owner manages: who may read it (public, unlisted through its secret link, private),
 * the link itself (replacing it shuts out the old one), the editors, and deleting it. Editors see
 * the link to share it.
 */
export function PlaylistSettings({ playlist, isOwner }: { playlist: Playlist; isOwner: boolean }) {
  const ids = { visibility: useId(), link: useId(), invite: useId() };
  const update = useUpdatePlaylist();
  const replace = useReplacePlaylistLink();
  const invite = useInviteEditor();
  const removeEditor = useRemoveEditor();
  const del = useDeletePlaylist();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [inviteProblem, setInviteProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const link = playlist.link ? secretLink(window.location.origin, playlist.link) : null;

  const submitInvite = (event: FormEvent) => {
    event.preventDefault();
    setInviteProblem(null);
    invite
      .mutateAsync({ playlistId: playlist.id, username })
      .then(() => {
        toast.success(`Invited ${username.trim()} to edit`);
        setUsername('');
      })
      .catch((error: Error) => setInviteProblem(error.message || 'Could not invite them'));
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  return (
    <section aria-label="Playlist settings" className="space-y-4 rounded-lg border border-slate-800 p-4">
      {isOwner && (
        <div className="space-y-1">
          <Label htmlFor={ids.visibility}>Visibility</Label>
          <NativeSelect
            id={ids.visibility}
            value={playlist.visibility}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { playlistId: playlist.id, change: { visibility: e.target.value as PlaylistVisibility } },
                { onError: () => toast.error('Could not change who may read it') },
              )
            }
            className="max-w-xs"
          >
            <option value="public">Public: listed, anyone reads it</option>
            <option value="unlisted">Unlisted: only through its secret link</option>
            <option value="private">Private: you and your editors</option>
          </NativeSelect>
        </div>
      )}
      {link && playlist.visibility === 'unlisted' && (
        <div className="space-y-1">
          <Label htmlFor={ids.link}>Secret link</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={ids.link}
              readOnly
              value={link}
              className="min-w-0 flex-1"
              onFocus={(e) => e.target.select()}
            />
            <Button variant="outline" size="sm" className="h-9" onClick={() => void copy()}>
              {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
              {copied ? 'Copied' : 'Copy'}
              <span className="sr-only"> the secret link</span>
            </Button>
            {isOwner && (
              <Button
                variant="outline"
                size="sm"
                className="h-9"
                disabled={replace.isPending}
                onClick={() =>
                  replace.mutate(playlist.id, {
                    onSuccess: () => toast.success('New link made: the old one no longer opens the playlist'),
                    onError: () => toast.error('Could not replace the link'),
                  })
                }
              >
                <RefreshCw aria-hidden className="size-4" />
                Replace link
              </Button>
            )}
          </div>
        </div>
      )}
      {isOwner && (
        <div className="space-y-2">
          <h2 className="text-sm font-semibold text-slate-200">Editors</h2>
          {playlist.editors.length === 0 ? (
            <p className="text-sm text-slate-400">Only you change this playlist.</p>
          ) : (
            <ul aria-label="Editors" className="flex flex-wrap gap-2">
              {playlist.editors.map((editor) => (
                <li
                  key={editor.id}
                  className="flex items-center gap-1 rounded-full bg-slate-800 py-0.5 pr-1 pl-3 text-sm"
                >
                  {displayName(editor)}
                  <button
                    type="button"
                    aria-label={`Remove ${displayName(editor)} as editor`}
                    className="rounded-full p-1 text-slate-400 hover:text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
                    onClick={() => removeEditor.mutate({ playlistId: playlist.id, userId: editor.id })}
                  >
                    <X aria-hidden className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={submitInvite} className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 space-y-1">
              <Label htmlFor={ids.invite}>Invite an editor by username</Label>
              <Input
                id={ids.invite}
                value={username}
                autoComplete="off"
                aria-invalid={inviteProblem ? true : undefined}
                onChange={(e) => setUsername(e.target.value)}
              />
            </div>
            <Button type="submit" variant="outline" disabled={invite.isPending || !username.trim()}>
              <UserPlus aria-hidden className="size-4" />
              Invite
            </Button>
          </form>
          {inviteProblem && (
            <p role="alert" className="text-sm text-red-300">
              {inviteProblem}
            </p>
          )}
        </div>
      )}
      {isOwner && (
        <>
          <Button variant="ghost" className="text-red-300" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden className="size-4" />
            Delete playlist
          </Button>
          <ConfirmDialog
            open={deleting}
            onOpenChange={(open) => !open && !del.isPending && setDeleting(false)}
            title="Delete this playlist?"
            description="Its tracks stay on the site; the playlist, its order and its editors are gone for good."
            confirmLabel="Delete"
            busy={del.isPending}
            onConfirm={() =>
              del.mutate(playlist.id, {
                onSuccess: () => {
                  toast.success('Playlist deleted');
                  navigate('/library?tab=playlists');
                },
                onError: () => toast.error('Could not delete the playlist'),
              })
            }
          />
        </>
      )}
    </section>
  );
}
