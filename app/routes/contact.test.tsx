// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import Contact, { CONFIRMATION_MS } from './contact';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderContact() {
  const Stub = createRoutesStub([{ path: '/contact', Component: Contact }]);
  render(<Stub initialEntries={['/contact']} />);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

it('walks the three steps and starts over empty 3000 ms after Send', () => {
  renderContact();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  type('Name', 'Ana');
  type('Email', 'ana@example.com');
  click('Next');
  expect(document.activeElement).toBe(
    screen.getByRole('heading', { name: 'Step 2: Your Message' }),
  );
  type('Message', 'Hello');
  click('Next');
  expect(screen.getByText('ana@example.com')).toBeDefined();
  click('Send');
  expect(screen.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeDefined();

  act(() => vi.advanceTimersByTime(CONFIRMATION_MS - 1));
  expect(screen.queryByRole('heading', { name: 'Thanks for Reaching Out!' })).not.toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('heading', { name: 'Step 1: Your Info' })).toBeDefined();
  expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
  expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
});

it('keeps the values when going back', () => {
  renderContact();
  type('Name', 'Ana');
  type('Email', 'ana@example.com');
  click('Next');
  type('Message', 'Hello');
  click('Back');
  expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ana');
  click('Next');
  expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Hello');
});
