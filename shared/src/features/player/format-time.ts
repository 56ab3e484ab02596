/** Seconds as m:ss (docs/product.md#9-constants-and-limits); hours roll into minutes (72:05). Unknown or negative is 0:00. */
export function formatTime(seconds: number | null | undefined): string {
  const whole = Number.isFinite(seconds) && (seconds as number) > 0 ? Math.floor(seconds as number) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
