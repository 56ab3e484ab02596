import { bytesOnTheWay, type HifiUppy } from '@hifi/shared';
import { useEffect, useState } from 'react';
import { formatSpeed, SpeedMeter } from './speed-meter.ts';

/**
 * "Sending at 83.2 MB/s" under the Dashboard while bytes are on their way. Read once a second from
 * Uppy's state rather than on its progress events, so it costs the upload nothing.
 */
export function UploadSpeed({ uppy }: { uppy: HifiUppy }) {
  const [speed, setSpeed] = useState<number | null>(null);
  useEffect(() => {
    const meter = new SpeedMeter();
    const read = () => setSpeed(meter.sample(bytesOnTheWay(uppy.getFiles()), performance.now()));
    read();
    const timer = setInterval(read, 1000);
    return () => clearInterval(timer);
  }, [uppy]);
  if (speed === null) return null;
  return (
    <p className="text-xs text-slate-400">
      Sending at <span className="font-medium tabular-nums text-slate-200">{formatSpeed(speed)}</span>
    </p>
  );
}
