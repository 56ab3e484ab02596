const VOLUME_KEY = 'hifi-player-volume';

/** The listener's last volume (0..1); 1 when none is stored or storage is unavailable. */
export function storedVolume(): number {
  try {
    const raw = globalThis.localStorage?.getItem(VOLUME_KEY);
    const value = Number(raw);
    return raw != null && Number.isFinite(value) && value >= 0 && value <= 1 ? value : 1;
  } catch {
    return 1;
  }
}

export function storeVolume(volume: number) {
  try {
    globalThis.localStorage?.setItem(VOLUME_KEY, String(volume));
  } catch {
    // private mode: the volume just is not remembered
  }
}
