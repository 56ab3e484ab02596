import * as Dialog from '@radix-ui/react-dialog';
import { Check, Copy, Share2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { embedCode, trackLink } from '../player/start-time.ts';
import { formatDuration } from '../tracks/format.ts';

export interface ShareDialogProps {
  trackId: string;
  title: string;
  /** the site's origin the link and the embed point at */
  origin: string;
  /** where "Start at" begins: the play position when this track is playing, else 0 */
  currentSeconds?: number;
  /** a whole release: its page's link and its player, no "Start at" (trackId is the release's id) */
  release?: boolean;
}

/**
 * "Share": the track's link (optionally starting at a moment, ?t=) and its 600 x 150 embed code;
 * for a release, its page's link and the embed that plays it all.
 */
export function ShareDialog({ trackId, title, origin, currentSeconds = 0, release }: ShareDialogProps) {
  const ids = { link: useId(), start: useId(), at: useId(), embed: useId() };
  const [startAt, setStartAt] = useState(false);
  const [at, setAt] = useState(formatDuration(currentSeconds) || '0:00');
  const seconds = startAt ? parseTime(at) : 0;
  const link = release ? `${origin}/release/${trackId}` : trackLink(origin, trackId, seconds ?? 0);
  const code = embedCode(origin, trackId, title, release ? 'release' : 'track');

  return (
    <Dialog.Root onOpenChange={(open) => open && setAt(formatDuration(currentSeconds) || '0:00')}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <Share2 aria-hidden className="size-4" />
          Share
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border border-slate-700 bg-slate-900 p-6 text-slate-100">
          <Dialog.Title className="text-lg font-semibold">Share</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-400">
            The link to “{title}”, or the player to put on another site.
          </Dialog.Description>
          <div className="space-y-2">
            <Label htmlFor={ids.link}>Link</Label>
            <div className="flex gap-2">
              <Input id={ids.link} readOnly value={link} onFocus={(e) => e.target.select()} />
              <CopyButton text={link} what="link" />
            </div>
            <div className={release ? 'hidden' : 'flex items-center gap-3 text-sm'}>
              <label className="flex items-center gap-2" htmlFor={ids.start}>
                <input
                  id={ids.start}
                  type="checkbox"
                  className="size-4 accent-sky-500"
                  checked={startAt}
                  onChange={(e) => setStartAt(e.target.checked)}
                />
                Start at
              </label>
              <Input
                id={ids.at}
                aria-label="Start time (m:ss)"
                className="w-20"
                value={at}
                disabled={!startAt}
                aria-invalid={startAt && seconds === undefined}
                onChange={(e) => setAt(e.target.value)}
              />
              {startAt && seconds === undefined && <span className="text-red-300">Use m:ss, e.g. 1:30</span>}
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.embed}>Embed code</Label>
            <div className="flex gap-2">
              <Textarea
                id={ids.embed}
                readOnly
                rows={3}
                className="font-mono text-xs"
                value={code}
                onFocus={(e) => e.target.select()}
              />
              <CopyButton text={code} what="embed code" />
            </div>
          </div>
          <Dialog.Close
            className="absolute top-3 right-3 rounded-md p-1 text-slate-400 hover:text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
            aria-label="Close"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** 'm:ss', 'h:mm:ss' or plain seconds → seconds; undefined when it is not a time. */
export function parseTime(text: string): number | undefined {
  const value = text.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  if (Number(s) > 59) return undefined;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Button variant="outline" size="sm" className="shrink-0" onClick={() => void copy()}>
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      {copied ? 'Copied' : 'Copy'}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}
