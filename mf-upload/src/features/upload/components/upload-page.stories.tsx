import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { UploadPage } from './upload-page.tsx';

const meta = {
  title: 'mf-upload/UploadPage',
  component: UploadPage,
} satisfies Meta<typeof UploadPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
