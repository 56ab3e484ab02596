import { QueryClientProvider } from '@tanstack/react-query';
import type { Preview } from 'storybook-react-rsbuild';
import { hifiQueryClient } from '../src/data/query-client.ts';
import './preview.css';

const preview: Preview = {
  decorators: [
    (Story) => (
      <QueryClientProvider client={hifiQueryClient}>
        <div className="min-h-40 bg-slate-950 p-6 text-slate-100">
          <Story />
        </div>
      </QueryClientProvider>
    ),
  ],
};
export default preview;
