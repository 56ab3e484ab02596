import { useState } from 'react';
import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { GenreTagInput } from './genre-tag-input.tsx';

const meta = {
  title: 'UI/Track form/GenreTagInput',
  component: GenreTagInput,
  args: { genres: [], onChange: fn() },
  render: (args) => {
    const [genres, setGenres] = useState(args.genres);
    return <GenreTagInput {...args} genres={genres} onChange={setGenres} />;
  },
} satisfies Meta<typeof GenreTagInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithGenres: Story = { args: { genres: ['jazz', 'field recording'] } };
export const Disabled: Story = { args: { genres: ['jazz'], disabled: true } };
