import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button.tsx';
import { Toaster, toast, toastError } from './toaster.tsx';

function Demo() {
  return (
    <div className="flex gap-2">
      <Button onClick={() => toast.success('Audio file uploaded successfully!')}>Success</Button>
      <Button variant="destructive" onClick={() => toastError('Error signing out', 'Please try again')}>
        Destructive
      </Button>
      <Toaster />
    </div>
  );
}

const meta = { title: 'UI/Toaster', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
