import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { GenreChips } from './genre-chips.tsx';

const meta = {
  title: 'UI/Track/GenreChips',
  component: GenreChips,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div>{Story()}</div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof GenreChips>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = { args: { genres: ['Ambient', 'Jazz', 'Field Recording'] } };
export const None: Story = { args: { genres: [] } };
