import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
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

export const Empty: Story = {};
export const Uploading: Story = {
  args: {
    initial: { title: 'Night drive', description: '24/96 master', selectedGenres: ['synth', 'ambient'] },
    uploading: true,
    percent: 42,
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
