/** A stack for worker tests, and tracks stored in it as an uploader's would be. */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { RunningStack } from '@hifi/backend/src/stack.ts';
import { createTestUser } from '@hifi/backend/test/community.ts';
import { type DatabaseKind, startTestStack, supabaseClient } from '@hifi/backend/test/stack-harness.ts';
import { afterAll, beforeAll } from 'vitest';
import { AnalysisWorker, type WorkerOptions } from '../src/worker.ts';

let stack: RunningStack;
let userId: string;

/** Starts a stack (PGlite unless told) with one uploader for the test file or describe that calls it. */
export function useStack(kind: DatabaseKind = 'pglite') {
  beforeAll(async () => {
    stack = await startTestStack(kind);
    userId = (await createTestUser(stack, 'uploader')).id;
  });
  afterAll(async () => {
    await stack?.close();
  });
}

/** Stores a file as the uploader would and adds its track row: the trigger queues the job. */
export async function addTrack(file: string, ext: string): Promise<string> {
  const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
  const name = `${randomUUID()}.${ext}`;
  const { error } = await admin.storage
    .from('audio')
    .upload(name, await readFile(file), { contentType: `audio/${ext}` });
  if (error) throw new Error(error.message);
  const { data, error: insertError } = await admin
    .from('audio_files')
    .insert({ user_id: userId, title: name, file_path: name })
    .select('id')
    .single();
  if (insertError) throw new Error(insertError.message);
  return data.id as string;
}

/** The stack of the running test (after useStack's beforeAll). */
export function currentStack(): RunningStack {
  return stack;
}

export function worker(options: Partial<WorkerOptions> = {}) {
  return new AnalysisWorker({
    supabaseUrl: stack.url,
    serviceRoleKey: stack.keys.serviceRoleKey,
    log: (l) => process.env.WORKER_LOG && console.log(l),
    ...options,
  });
}

/** Runs jobs until none is ready. */
export async function drain(w = worker()) {
  while (await w.runOne()) {}
}

/** The track's analysis row as a visitor reads it. */
export async function analysis(id: string) {
  const anon = supabaseClient(stack);
  const { data, error } = await anon.from('track_analyses').select('*').eq('audio_file_id', id).single();
  if (error) throw new Error(error.message);
  return data;
}

/** Deletes the track as its owner would (its analysis and job go with it). */
export async function deleteTrack(id: string) {
  const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
  const { error } = await admin.from('audio_files').delete().eq('id', id);
  if (error) throw new Error(error.message);
}

/** The job's state as the service role sees it (null once the job is gone). */
export async function jobState(id: string): Promise<string | null> {
  const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
  const { data } = await admin.from('analysis_jobs').select('state').eq('audio_file_id', id).maybeSingle();
  return (data?.state as string | undefined) ?? null;
}

/** A track row's columns, as the service role reads them. */
export async function trackRow(id: string) {
  const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
  const { data, error } = await admin.from('audio_files').select('*').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data;
}

/** An object of the 'audio' bucket, downloaded by the service role. */
export async function downloadObject(path: string): Promise<Buffer> {
  const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
  const { data, error } = await admin.storage.from('audio').download(path);
  if (error) throw new Error(error.message);
  return Buffer.from(await data.arrayBuffer());
}
