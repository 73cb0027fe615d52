// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root';

afterEach(cleanup);

it('shows a friendly message, inside the layout, when a page fails', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  function Broken(): never {
    throw new Error('database on fire');
  }
  const Stub = createRoutesStub([{ path: '/', Component: Broken, ErrorBoundary }]);
  render(<Stub initialEntries={['/']} />);
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toBe('Something went wrong');
  expect(screen.getByRole('main').textContent).not.toContain('database on fire');
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});
