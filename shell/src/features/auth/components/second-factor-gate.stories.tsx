import type { Session } from '@hifi/shared';
import { hifiStore, sessionAtom } from '@hifi/shared/store-in-tests';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SecondFactorGate } from './second-factor-gate.tsx';

/** A session of a member with a verified authenticator app, at the given assurance level. */
const sessionAt = (aal: 'aal1' | 'aal2') => () => {
  const payload = btoa(JSON.stringify({ sub: 'u1', aal })).replace(/=+$/, '');
  const session = {
    access_token: `e30.${payload}.sig`,
    user: {
      id: 'u1',
      email: 'listener@hifi.test',
      factors: [{ id: 'f1', status: 'verified', factor_type: 'totp' }],
    },
  } as unknown as Session;
  hifiStore.set(sessionAtom, { status: 'signed-in', session });
  return () => hifiStore.set(sessionAtom, { status: 'loading' });
};

const meta = {
  title: 'Shell/SecondFactorGate',
  component: SecondFactorGate,
  decorators: [(Story) => <MemoryRouter initialEntries={['/library']}>{Story()}</MemoryRouter>],
  args: { children: <p>The library</p> },
} satisfies Meta<typeof SecondFactorGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with the password only: the page waits behind the code prompt. */
export const AwaitingCode: Story = {
  beforeEach: sessionAt('aal1'),
  play: async ({ canvas }) => {
    // The code form is fetched when the gate first needs it.
    await expect(await canvas.findByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(canvas.getByLabelText('Authentication code')).toBeVisible();
    await expect(canvas.queryByText('The library')).toBeNull();
  },
};

/** With the code given (aal2) the page shows. */
export const Verified: Story = {
  beforeEach: sessionAt('aal2'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The library')).toBeVisible();
  },
};
