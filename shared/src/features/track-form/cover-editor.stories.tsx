import { expect, fn, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CoverEditor } from './cover-editor.tsx';

/** A cover drawn in the page, so the story needs no file and no request. */
function paintedCover(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 96;
  const context = canvas.getContext('2d');
  if (context) {
    const gradient = context.createLinearGradient(0, 0, 96, 96);
    gradient.addColorStop(0, '#0ea5e9');
    gradient.addColorStop(1, '#7c3aed');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 96, 96);
  }
  return canvas.toDataURL('image/png');
}

const meta = {
  title: 'UI/Track form/CoverEditor',
  component: CoverEditor,
  args: {
    previewUrl: null,
    title: 'Painted Sky',
    onPick: fn(async (_image: File): Promise<string | null> => null),
    onRemove: fn(),
  },
} satisfies Meta<typeof CoverEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No picture in the file: the placeholder, and an image can be added. */
export const NoCover: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('No cover')).toBeVisible();
    const image = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(/^Add cover/), image);
    await expect(args.onPick).toHaveBeenCalledWith(image);
  },
};

export const WithCover: Story = {
  args: { previewUrl: paintedCover() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cover art of Painted Sky' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace cover' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove cover' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** An image refused by its bytes: the reason beside the cover. */
export const Refused: Story = {
  args: {
    onPick: fn(async (_image: File): Promise<string | null> => 'A cover must be a JPEG, PNG or WebP image'),
  },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText(/^Add cover/),
      new File(['text'], 'notes.png', { type: 'image/png' }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'A cover must be a JPEG, PNG or WebP image',
    );
  },
};
