import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AuthScreen } from './login-page.tsx';

const meta = {
  title: 'Pages/Sign in',
  component: AuthScreen,
  decorators: [atRoute('/login', '/login')],
  parameters: pageParameters(),
  args: { initialView: 'sign_in' },
} satisfies Meta<typeof AuthScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};
export const Phone: Story = { globals: phone };
