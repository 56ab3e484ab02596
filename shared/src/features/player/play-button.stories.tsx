import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { type PlayerState, playerAtom } from '../../state/player-atom.ts';
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

const withPlayer = (state: PlayerState) => () => {
  hifiStore.set(playerAtom, state);
  return () => hifiStore.set(playerAtom, { current: null, playing: false });
};

export const Idle: Story = { beforeEach: withPlayer({ current: null, playing: false }) };
export const Playing: Story = { beforeEach: withPlayer({ current: track, playing: true, loading: false }) };
export const Paused: Story = { beforeEach: withPlayer({ current: track, playing: false, loading: false }) };
