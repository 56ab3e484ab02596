import { randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { analyseFile, RefusedInput } from './analyse.ts';
import { toFlac } from './ffmpeg.ts';

const BUCKET = 'audio';

/** The job was deleted with its track, or claimed again by another worker after our lease ran out. */
class LostJob extends Error {}

export interface WorkerOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Seconds a claimed job stays this worker's without a heartbeat. */
  leaseSeconds?: number;
  /** Milliseconds between polls when the queue is empty. */
  idleMs?: number;
  log?: (line: string) => void;
}

export interface Claimed {
  audio_file_id: string;
  attempts: number;
  file_path: string;
}

export function serviceClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Where a track's derived files live in the audio bucket (only the service role writes there). */
export function derivedPaths(trackId: string) {
  return {
    waveform: `analysis/${trackId}.waveform.json`,
    spectrogram: `analysis/${trackId}.spectrogram.png`,
    rendition: `analysis/${trackId}.flac`,
  };
}

export class AnalysisWorker {
  readonly id = `worker-${randomUUID().slice(0, 8)}`;
  private readonly client: SupabaseClient;
  private readonly lease: number;
  private readonly idleMs: number;
  private readonly log: (line: string) => void;
  private stopped = false;

  constructor(options: WorkerOptions) {
    this.client = serviceClient(options.supabaseUrl, options.serviceRoleKey);
    this.lease = options.leaseSeconds ?? 120;
    this.idleMs = options.idleMs ?? 2000;
    this.log = options.log ?? ((line) => console.log(`[worker ${this.id}] ${line}`));
  }

  stop() {
    this.stopped = true;
  }

  /** Takes and runs jobs until stop(); a failing poll (stack restarting) waits and tries again. */
  async run() {
    while (!this.stopped) {
      let worked = false;
      try {
        worked = await this.runOne();
      } catch (error) {
        this.log(`queue unavailable: ${(error as Error).message}`);
      }
      if (!worked && !this.stopped) await new Promise((r) => setTimeout(r, this.idleMs));
    }
  }

  /** Claims one job and runs it; false when the queue had nothing ready. */
  async runOne(): Promise<boolean> {
    const { data, error } = await this.client.rpc('claim_analysis_job', {
      worker: this.id,
      lease_seconds: this.lease,
    });
    if (error) throw new Error(error.message);
    const job = (data as Claimed[] | null)?.[0];
    if (!job) return false;
    const heartbeat = setInterval(
      () => {
        void this.stillOurs(job).catch(() => {
          // the stack is away for a moment: the next beat tries again
        });
      },
      Math.max(1000, (this.lease * 1000) / 3),
    );
    try {
      await this.process(job);
      await this.finish(job, null, false);
      this.log(`analysed ${job.file_path}`);
    } catch (error) {
      if (error instanceof LostJob) {
        // deleted with its track, or taken by another worker after this one outlived its lease
        this.log(`dropped ${job.file_path}: the job is no longer this worker's`);
        return true;
      }
      const refused = error instanceof RefusedInput;
      const reason = (error as Error).message.slice(0, 500);
      this.log(`${refused ? 'refused' : 'failed'} ${job.file_path}: ${reason}`);
      await this.finish(job, reason, !refused);
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  /** Extends the job's lease; false once it is not this worker's any more (gone, or taken again). */
  private async stillOurs(job: Claimed): Promise<boolean> {
    const { data, error } = await this.client.rpc('extend_analysis_job', {
      job: job.audio_file_id,
      worker: this.id,
      lease_seconds: this.lease,
    });
    if (error) throw new Error(error.message);
    return data === true;
  }

  private async finish(job: Claimed, failure: string | null, retry: boolean) {
    const { error } = await this.client.rpc('finish_analysis_job', {
      job: job.audio_file_id,
      worker: this.id,
      failure,
      retry,
    });
    if (error) throw new Error(error.message);
  }

  private async process(job: Claimed) {
    const dir = await mkdtemp(join(tmpdir(), 'hifi-analysis-'));
    try {
      const original = join(dir, 'original');
      const { data: url } = this.client.storage.from(BUCKET).getPublicUrl(job.file_path);
      const { data: signed, error: signError } = await this.client.storage
        .from(BUCKET)
        .createSignedUrl(job.file_path, 3600);
      const response = await fetch(signed?.signedUrl ?? url.publicUrl);
      if (
        response.status === 404 ||
        response.status === 400 ||
        (signError && /not found/i.test(signError.message))
      ) {
        throw new RefusedInput('the audio file is not in storage');
      }
      if (!response.ok || !response.body)
        throw new Error(`downloading the audio answered ${response.status}`);
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(original));

      const paths = derivedPaths(job.audio_file_id);
      let renditionPath: string | null = null;
      if (/\.m4a$/i.test(job.file_path)) {
        const flac = join(dir, 'rendition.flac');
        await toFlac(original, flac);
        // A file-backed Blob: the rendition (gigabytes for a long hi-res take) is sent as it is read.
        await this.upload(paths.rendition, await openAsBlob(flac, { type: 'audio/flac' }), 'audio/flac');
        renditionPath = paths.rendition;
      }

      const output = await analyseFile(original);
      // A worker that stalled past its lease (a paused machine) finds its job taken by another:
      // the results are that worker's to write, so this one writes nothing. (The check and the
      // writes below are not one transaction; a lease that runs out in between is not caught.)
      if (!(await this.stillOurs(job))) throw new LostJob();
      await this.upload(paths.waveform, Buffer.from(JSON.stringify(output.waveform)), 'application/json');
      await this.upload(paths.spectrogram, output.spectrogram, 'image/png');

      // A track deleted since the check above has no row left to update.
      const { error } = await this.client
        .from('track_analyses')
        .update({
          ...output.analysis,
          waveform_path: paths.waveform,
          spectrogram_path: paths.spectrogram,
          analyzed_at: new Date().toISOString(),
          status: 'done',
          error: null,
        })
        .eq('audio_file_id', job.audio_file_id);
      if (error) throw new Error(error.message);
      if (renditionPath) {
        const { error: renditionError } = await this.client
          .from('audio_files')
          .update({ rendition_path: renditionPath })
          .eq('id', job.audio_file_id);
        if (renditionError) throw new Error(renditionError.message);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async upload(path: string, body: Buffer | Blob, contentType: string) {
    const { error } = await this.client.storage
      .from(BUCKET)
      .upload(path, body, { contentType, upsert: true });
    if (error) throw new Error(`storing ${path}: ${error.message}`);
  }
}
