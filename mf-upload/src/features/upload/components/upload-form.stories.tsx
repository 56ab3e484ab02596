import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { UploadForm } from './upload-form.tsx';

const meta = {
  title: 'Upload/UploadForm',
  component: UploadForm,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    initial: { title: '', description: '', selectedGenres: [] },
    uploading: false,
    percent: null,
    errors: [],
    resumableFileName: null,
    onFieldsChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof UploadForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Title'), 'Night drive');
    await userEvent.type(canvas.getByLabelText('Genres'), 'Synth{Enter}');
    const flac = new File([new Uint8Array([0x66, 0x4c, 0x61, 0x43])], 'night-drive.flac', {
      type: 'audio/flac',
    });
    await userEvent.upload(canvas.getByLabelText('Audio file'), flac);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Audio' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { title: 'Night drive', description: '', selectedGenres: ['Synth'] },
      flac,
    );
  },
};

/** Submitting without a file hands the page a null file, which it refuses with its message. */
export const NoFileChosen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Audio' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { title: '', description: '', selectedGenres: [] },
      null,
    );
  },
};
export const Uploading: Story = {
  args: {
    initial: { title: 'Night drive', description: '24/96 master', selectedGenres: ['synth', 'ambient'] },
    uploading: true,
    percent: 42,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  },
};
export const Interrupted: Story = {
  args: {
    initial: { title: 'Night drive', description: '', selectedGenres: ['synth'] },
    resumableFileName: 'night-drive.flac',
  },
};
export const WithErrors: Story = {
  args: { errors: ['Failed to upload night-drive.flac', 'No Internet connection'] },
};
