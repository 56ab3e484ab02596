import { signedInAs } from '@hifi/shared/stories';
import { storyUser } from '@hifi/shared/stories/network';
import { atRoute, pageParameters, phone } from '@hifi/shared/stories/page';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { UploadPage } from './upload-page.tsx';

const meta = {
  title: 'Pages/Upload',
  component: UploadPage,
  decorators: [atRoute('/upload', '/upload')],
  parameters: pageParameters(),
  beforeEach: signedInAs(storyUser),
} satisfies Meta<typeof UploadPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const Phone: Story = { globals: phone };
