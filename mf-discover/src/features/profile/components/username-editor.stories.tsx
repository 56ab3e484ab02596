import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { UsernameEditor } from './username-editor.tsx';

const meta = {
  title: 'mf-discover/UsernameEditor',
  component: UsernameEditor,
  args: { userId: 'u1', current: 'ines_field', username: 'ines_field', onClose: () => {} },
} satisfies Meta<typeof UsernameEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const FromEmailName: Story = { args: { current: 'ines', username: null } };
