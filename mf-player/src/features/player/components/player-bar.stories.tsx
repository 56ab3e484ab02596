import { hifiStore, playerAtoms } from '@hifi/shared';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PlayerBar } from './player-bar.tsx';

const meta = {
  title: 'Player/PlayerBar',
  component: PlayerBar,
} satisfies Meta<typeof PlayerBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playing: Story = {
  beforeEach: () => {
    hifiStore.set(playerAtoms.playTrackAtom, {
      id: '1',
      title: 'Night Drive (24-bit / 96 kHz)',
      filePath: 'a.flac',
    });
    return () => hifiStore.set(playerAtoms.closePlayerAtom);
  },
};
