import { storeVolume } from '@hifi/shared';
import { useEffect } from 'react';

/** The listener's volume is remembered for the next visit (restored by the player's atoms). */
export function usePersistVolume(volume: number) {
  useEffect(() => storeVolume(volume), [volume]);
}
