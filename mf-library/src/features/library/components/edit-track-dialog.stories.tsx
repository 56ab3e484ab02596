import type { Track } from '@hifi/shared';
import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EditTrackDialog } from './edit-track-dialog.tsx';

const meta = {
  title: 'Library/EditTrackDialog',
  component: EditTrackDialog,
  args: {
    track: {
      id: 't1',
      title: 'Night drive',
      description: '24/96 master',
      genres: ['synth', 'ambient'],
    } as Track,
    saving: false,
    onCancel: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof EditTrackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Saving: Story = { args: { saving: true } };
