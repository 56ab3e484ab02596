import { expect } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EvidencePicture } from './evidence-picture.tsx';

/** A grid's depths as the worker stores them: chance everywhere, `peak` at one place. */
export function storyGrid(points: number, at: number, peak: number): number[] {
  return Array.from({ length: points }, (_, i) =>
    i === Math.floor(at)
      ? peak
      : Number((1.2 + Math.sin(i * 2.3) * 1.1 + Math.cos(i * 0.7) * 0.6).toFixed(1)),
  );
}

const meta = {
  title: 'UI/Analysis/EvidencePicture',
  component: EvidencePicture,
  args: { picture: { codec: 'AAC', period: 1024, offset: 312, depths: storyGrid(128, 39, 31) } },
  decorators: [(Story) => <div className="w-60">{Story()}</div>],
} satisfies Meta<typeof EvidencePicture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** AAC 256: one alignment of the 1024 stands far above chance. */
export const AacGrid: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'AAC frame grid: the alignment at offset 312 of 1024 stands out from the others',
      }),
    ).toBeVisible();
  },
};
/** MP3 V0: the granule grid, a weaker but clear peak. */
export const Mp3Grid: Story = {
  args: { picture: { codec: 'MP3', period: 576, offset: 200, depths: storyGrid(144, 50, 9.4) } },
};
/** On a phone: the picture keeps its shape at the width of the column. */
export const OnAPhone: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
