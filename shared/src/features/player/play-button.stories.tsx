import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  closePlayerAtom,
  engineEventAtom,
  pauseAtom,
  playTrackAtom,
} from '../../state/player/player-atoms.ts';
import { hifiStore } from '../../state/store.ts';
import { PlayButton } from './play-button.tsx';

const track = { id: 'story-1', title: 'Night Drive', filePath: 'night.flac', author: 'ana' };

const meta = {
  title: 'Player/PlayButton',
  component: PlayButton,
  args: { track },
} satisfies Meta<typeof PlayButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const withPlayer = (state: 'idle' | 'playing' | 'paused') => () => {
  if (state !== 'idle') {
    hifiStore.set(playTrackAtom, track);
    hifiStore.set(engineEventAtom, { type: 'engine/playing' });
  }
  if (state === 'paused') hifiStore.set(pauseAtom);
  return () => hifiStore.set(closePlayerAtom);
};

export const Idle: Story = { beforeEach: withPlayer('idle') };
export const Playing: Story = { beforeEach: withPlayer('playing') };
export const Paused: Story = { beforeEach: withPlayer('paused') };
