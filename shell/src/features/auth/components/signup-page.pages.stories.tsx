import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AuthScreen } from './login-page.tsx';

const meta = {
  title: 'Pages/Sign up',
  component: AuthScreen,
  decorators: [atRoute('/signup', '/signup')],
  parameters: pageParameters(),
  args: { initialView: 'sign_up' },
} satisfies Meta<typeof AuthScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignUp: Story = {};
export const Phone: Story = { globals: phone };
