import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

afterEach(cleanup);

it('is a non-submitting button that reports clicks', () => {
  const onClick = vi.fn();
  render(<Button onClick={onClick}>Retry</Button>);
  const button = screen.getByRole('button', { name: 'Retry' });
  expect(button.getAttribute('type')).toBe('button');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledOnce();
});

it('does not report clicks while disabled', () => {
  const onClick = vi.fn();
  render(
    <Button disabled onClick={onClick}>
      Retry
    </Button>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onClick).not.toHaveBeenCalled();
});

it('renders its child element with the button look when asChild', () => {
  render(
    <Button asChild variant="outline">
      <a href="/discover">Discover</a>
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Discover' });
  expect(link.getAttribute('href')).toBe('/discover');
  expect(link.className).toContain('border');
  expect(screen.queryByRole('button')).toBeNull();
});
