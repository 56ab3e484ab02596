import { hifiStore, uploadProgressAtom } from '@hifi/shared/store-in-tests';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { UploadIndicator } from './upload-indicator.tsx';

const meta = {
  title: 'Shell/UploadIndicator',
  component: UploadIndicator,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="flex w-96">{Story()}</div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof UploadIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  beforeEach: () => {
    hifiStore.set(uploadProgressAtom, { files: 3, percent: 42, paused: false });
    return () => hifiStore.set(uploadProgressAtom, null);
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Uploading 3 files, 42%. Open uploads' });
    await expect(link).toHaveAttribute('href', '/upload');
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
  },
};

export const Paused: Story = {
  beforeEach: () => {
    hifiStore.set(uploadProgressAtom, { files: 1, percent: 7, paused: true });
    return () => hifiStore.set(uploadProgressAtom, null);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Paused 1 file, 7%. Open uploads' })).toBeVisible();
  },
};

/** Nothing uploading: nothing shown. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('a')).toBeNull();
  },
};
