import { expect, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  render: () => (
    <Tabs defaultValue="one">
      <TabsList>
        <TabsTrigger value="one">My Uploads</TabsTrigger>
        <TabsTrigger value="two">My Likes</TabsTrigger>
      </TabsList>
      <TabsContent value="one">Uploads</TabsContent>
      <TabsContent value="two">Likes</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    // Radix Tabs load with the first tabs shown (tabs.tsx), so the story waits for them.
    await userEvent.click(await canvas.findByRole('tab', { name: 'My Likes' }));
    await expect(canvas.getByRole('tab', { name: 'My Likes' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Likes');
    // Arrow keys move between tabs, as the WAI-ARIA tabs pattern says.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'My Uploads' })).toHaveFocus();
  },
};
