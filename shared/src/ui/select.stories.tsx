import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Label } from './label.tsx';
import { Select } from './select.tsx';

const genres = [
  { value: 'all', label: 'All Genres' },
  { value: 'ambient', label: 'Ambient' },
  { value: 'classical', label: 'Classical' },
  { value: 'jazz', label: 'Jazz' },
  { value: 'rock', label: 'Rock' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  decorators: [
    (Story) => (
      <div className="max-w-xs space-y-1.5">
        <Label htmlFor="story-select">Filter by Genre</Label>
        {Story()}
      </div>
    ),
  ],
  args: { id: 'story-select', options: genres, defaultValue: 'all' },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
/** Open: type to jump to an option; the typed search resets after a second without keys. */
export const Open: Story = { args: { defaultOpen: true } };
export const Disabled: Story = { args: { disabled: true } };
