// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { readSettings } from './settings.server';
import * as english from './routes/layout-en';
import * as spanish from './routes/layout-es';

afterEach(cleanup);

/** The root route's data, as the server hands it down (the default settings). */
const root = { id: 'root', loader: () => ({ site: readSettings({}).site, bannerClosed: false }) };

function Broken(): never {
  throw new Error('database on fire');
}

it('shows a friendly message, inside the layout, when a page fails', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const Stub = createRoutesStub([
    {
      ...root,
      children: [
        {
          Component: english.default,
          ErrorBoundary: english.ErrorBoundary,
          children: [{ path: '/', Component: Broken }],
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toBe('Something went wrong');
  expect(screen.getByRole('main').textContent).not.toContain('database on fire');
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});

it('says it in Spanish on a Spanish page, with the Spanish home page', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const Stub = createRoutesStub([
    {
      ...root,
      children: [
        {
          path: '/es',
          Component: spanish.default,
          ErrorBoundary: spanish.ErrorBoundary,
          children: [{ path: 'calculator', Component: Broken }],
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/es/calculator']} />);
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toBe('Algo salió mal');
  expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Ir a la página de inicio' }).getAttribute('href')).toBe(
    '/es',
  );
  expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/calculator');
  logged.mockRestore();
});
