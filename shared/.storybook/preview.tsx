import type { Preview } from 'storybook-react-rsbuild';
import './preview.css';

const preview: Preview = {
  decorators: [
    (Story) => (
      <div className="min-h-40 bg-slate-950 p-6 text-slate-100">
        <Story />
      </div>
    ),
  ],
};
export default preview;
