import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Label } from './label.tsx';
import { NativeSelect } from './native-select.tsx';

const meta = {
  title: 'UI/NativeSelect',
  component: NativeSelect,
  decorators: [
    (Story) => (
      <div className="max-w-xs space-y-1">
        <Label htmlFor="story-native-select">Sort By</Label>
        {Story()}
      </div>
    ),
  ],
  args: {
    id: 'story-native-select',
    defaultValue: 'likes',
    children: [
      <option key="plays" value="plays">
        Most Popular
      </option>,
      <option key="likes" value="likes">
        Most Liked
      </option>,
      <option key="recent" value="recent">
        Most Recent
      </option>,
    ],
  },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true } };
