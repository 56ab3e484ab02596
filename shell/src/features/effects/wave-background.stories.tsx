import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { WaveBackground } from './wave-background.tsx';

const meta = {
  title: 'Shell/WaveBackground',
  component: WaveBackground,
  decorators: [
    (Story) => (
      <div className="relative isolate h-60">
        <p className="p-4 text-slate-300">
          Content sits above the wave; it pauses in hidden tabs and under reduced motion.
        </p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof WaveBackground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
