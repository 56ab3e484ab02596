import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
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

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Genres'), 'Jazz{Enter}');
    await expect(canvas.getByRole('list', { name: 'Selected genres' })).toHaveTextContent(/jazz/i);
    await expect(canvas.getByLabelText('Genres')).toHaveValue('');
  },
};

export const RemoveGenre: Story = {
  args: { genres: ['jazz', 'field recording'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove genre jazz' }));
    await expect(canvas.queryByRole('button', { name: 'Remove genre jazz' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove genre field recording' })).toBeVisible();
  },
};
export const WithGenres: Story = { args: { genres: ['jazz', 'field recording'] } };
export const Disabled: Story = { args: { genres: ['jazz'], disabled: true } };
