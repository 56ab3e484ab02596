import { moveDownWithKeyboard } from '@hifi/shared/stories/sortable';
import { createUppy } from '@hifi/shared/upload-engine';
import { useEffect, useRef, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { ReleasePlan } from '../hooks/use-publish-release.ts';
import { UploadSession } from '../session/upload-session.ts';
import { UploadWorkspace } from './upload-workspace.tsx';

const bytes = (magic: number[], size = 4096) => {
  const data = new Uint8Array(size);
  data.set(magic);
  return data;
};
const FLAC = [0x66, 0x4c, 0x61, 0x43];
const WAV = [...Array.from('RIFF\0\0\0\0WAVEfmt ', (c) => c.charCodeAt(0)), 16, 0, 0, 0, 1, 0];
const MP3 = [0xff, 0xfb, 0x90, 0x64];
const file = (name: string, magic: number[], size?: number) =>
  new File([bytes(magic, size)], name, { lastModified: 1_700_000_000_000 });

/** A session of its own per story; its uploads would go nowhere, and none is started. */
function WorkspaceStory({
  prepare,
  onPublish,
  onPublishRelease,
}: {
  prepare(session: UploadSession): Promise<void> | void;
  onPublish(): void;
  onPublishRelease(plan: ReleasePlan): void;
}) {
  const [session] = useState(
    () =>
      new UploadSession(createUppy({ endpoint: 'http://127.0.0.1:9/tus', headers: async () => ({}) }), {
        storage: sessionStorage,
      }),
  );
  const prepared = useRef(false);
  useEffect(() => {
    if (prepared.current) return;
    prepared.current = true;
    void prepare(session);
  }, [prepare, session]);
  return <UploadWorkspace session={session} onPublish={onPublish} onPublishRelease={onPublishRelease} />;
}

/** Adds files as the Dashboard does (they go through the screening). */
const drop = (session: UploadSession, files: File[]) =>
  session.uppy.addFiles(
    files.map((data) => ({ name: data.name, type: data.type, data, source: 'Dashboard' })),
  );

/** Puts the one file of the batch into an upload state without a server. */
function progress(
  session: UploadSession,
  change: { percentage: number; paused?: boolean; done?: boolean; error?: string },
) {
  const [first] = session.uppy.getFiles();
  if (!first) return;
  const total = first.size ?? 0;
  session.uppy.setFileState(first.id, {
    isPaused: change.paused ?? false,
    error: change.error ?? null,
    progress: {
      ...first.progress,
      uploadStarted: Date.now(),
      bytesUploaded: Math.round((total * change.percentage) / 100),
      bytesTotal: total,
      percentage: change.percentage,
      uploadComplete: change.done ?? false,
    },
  });
}

/** Drops the files and, once the accepted ones are in the batch, puts them in a state. */
const afterScreening = async (session: UploadSession, files: File[], then?: () => void) => {
  drop(session, files);
  // The header sniff is asynchronous: wait until the screening has let the files in.
  for (let tries = 0; tries < 40 && session.uppy.getFiles().length === 0; tries++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  then?.();
};

const nothing = async (_session: UploadSession): Promise<void> => {};

const meta = {
  title: 'Upload/UploadWorkspace',
  component: WorkspaceStory,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { prepare: nothing, onPublish: fn(), onPublishRelease: fn() },
  beforeEach: () => sessionStorage.clear(),
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'region', enabled: false },
          // Uppy's file rows are listitems inside its list through role="presentation" wrappers
          // (@uppy/core's VirtualList), which axe does not look through.
          { id: 'aria-required-parent', selector: '[role]:not(.uppy-Dashboard-Item)' },
        ],
      },
    },
  },
} satisfies Meta<typeof WorkspaceStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await waitFor(() =>
      expect(canvas.getByText('Lossless formats only: WAV, FLAC, M4A (ALAC)')).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'browse files' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Audio' }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};

export const SeveralFiles: Story = {
  args: {
    prepare: (session) =>
      afterScreening(session, [
        file('01 Intro.flac', FLAC),
        file('02 Theme.flac', FLAC),
        file('03 Coda.wav', WAV),
      ]),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('group')).toHaveLength(3));
    const description = canvas.getAllByLabelText('Description', { selector: 'textarea' })[0];
    if (!description) throw new Error('no description');
    await userEvent.type(description, 'Side A');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply to all: description of 01 Intro.flac' }));
    await waitFor(() =>
      expect(
        canvas
          .getAllByLabelText('Description', { selector: 'textarea' })
          .map((t) => (t as HTMLTextAreaElement).value),
      ).toEqual(['Side A', 'Side A', 'Side A']),
    );
    const coda = within(canvas.getByRole('group', { name: '03 Coda.wav' }));
    await expect(coda.getByLabelText('Title')).toHaveValue('03 Coda');
  },
};

/** Several files as one release: in file-name order with no tags, moved with the keyboard. */
export const PublishAsRelease: Story = {
  args: {
    prepare: (session) =>
      afterScreening(session, [
        file('03 Coda.wav', WAV),
        file('01 Intro.flac', FLAC),
        file('02 Theme.flac', FLAC),
      ]),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getAllByRole('group')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish as a release' }));
    const form = within(canvas.getByRole('form', { name: 'Publish as a release' }));
    const rows = () => form.getAllByRole('listitem').map((li) => li.textContent);
    await expect(rows()).toEqual(['101 Intro', '202 Theme', '303 Coda']);
    await userEvent.type(form.getByLabelText('Release title'), 'Three Pieces');
    await moveDownWithKeyboard(canvasElement, '01 Intro', 1);
    await waitFor(() => expect(rows()).toEqual(['102 Theme', '201 Intro', '303 Coda']));
    await userEvent.click(form.getByRole('button', { name: 'Publish release' }));
    const [plan] = (args.onPublishRelease as ReturnType<typeof fn>).mock.calls[0] as [ReleasePlan];
    await expect(plan.details).toMatchObject({ title: 'Three Pieces', kind: 'single' });
    await expect(plan.ordered.map((d) => d.fileName)).toEqual([
      '02 Theme.flac',
      '01 Intro.flac',
      '03 Coda.wav',
    ]);
  },
};

export const Paused: Story = {
  args: {
    prepare: (session) =>
      afterScreening(session, [file('long-take.wav', WAV, 1_000_000)], () =>
        progress(session, { percentage: 42, paused: true }),
      ),
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Resume upload' }).length).toBeGreaterThan(0),
    );
  },
};

export const Refused: Story = {
  args: {
    prepare: (session) =>
      afterScreening(session, [
        file('renamed.flac', MP3),
        file('cover.png', [0x89, 0x50, 0x4e, 0x47]),
        file('empty.wav', [], 0),
      ]),
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('region', { name: 'Not added' });
    await waitFor(() =>
      expect(list).toHaveTextContent('renamed.flacFile is not lossless audio: MP3 detected'),
    );
    await expect(list).toHaveTextContent('This file is empty (0 bytes)');
    await expect(canvas.queryAllByRole('group')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss renamed.flac' }));
    await expect(list).not.toHaveTextContent('renamed.flac');
  },
};

export const RefusedByTheServer: Story = {
  args: {
    prepare: (session) =>
      afterScreening(session, [file('noise.flac', FLAC)], () =>
        progress(session, {
          percentage: 99,
          error: 'File is not lossless audio: not a recognised audio file',
        }),
      ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'File is not lossless audio: not a recognised audio file',
    );
    await expect(canvas.getAllByRole('button', { name: 'Retry upload' }).length).toBeGreaterThan(0);
  },
};

export const Done: Story = {
  args: {
    prepare: (session) =>
      afterScreening(session, [file('final-mix.flac', FLAC)], () =>
        progress(session, { percentage: 100, done: true }),
      ),
  },
  play: async ({ canvas, canvasElement }) => {
    // The row shows the check mark, and a finished file can still be removed.
    await waitFor(() =>
      expect(canvasElement.querySelector('.uppy-Dashboard-Item.is-complete')).not.toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: 'Remove file' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'final-mix.flac' })).toBeVisible();
  },
};
