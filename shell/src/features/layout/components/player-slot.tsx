/**
 * The persistent player's slot. The player's remote loads with the page, so a first click finds
 * its engine ready; but for a visitor saving data (Save-Data, or a 2g/3g connection: the same
 * rule as prefetch) it loads only once there is something to play (a play, or a track restored
 * from the last visit), and a visit that plays nothing does not download it
 * (docs/architecture.md#what-a-phone-downloads).
 */
import { prefetchAllowed, usePlayerStatus } from '@hifi/shared';
import { useState } from 'react';
import { RemoteSlot } from '../../federation/components/remote-slot.tsx';
import { remotes } from '../../federation/remotes.ts';

export function PlayerSlot() {
  const { track } = usePlayerStatus();
  const [eager] = useState(() => prefetchAllowed());
  // once loaded it stays: the bar keeps its element (and playback) when the track is closed
  const [wanted, setWanted] = useState(eager);
  if (!wanted && track) setWanted(true);
  return wanted || track ? <RemoteSlot title="The player" module={remotes.playerBar} loading={null} /> : null;
}
