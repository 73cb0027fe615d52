// @vitest-environment jsdom
import { screen, within } from '@testing-library/dom';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { signing as english } from '~/copy/en/signing';
import { signing as spanish } from '~/copy/es/signing';
import { NonceContext } from '~/ui/nonce';
import { DrawSignature, DrawSignatureScript } from './DrawSignature';

/** Rendered as the server renders the case page (it is never rendered in the browser). */
function render(element: ReactElement): { container: HTMLElement } {
  document.body.innerHTML = renderToStaticMarkup(element);
  return { container: document.body };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('"Draw your signature" in the sign form', () => {
  it('is a group shown where scripts run: a named canvas, "Clear" and an empty field', () => {
    const { container } = render(
      <NonceContext.Provider value="n0nce">
        <DrawSignature
          field="drawing"
          id="signing-drawing"
          label={english.draw}
          text={english}
          error={undefined}
        />
        <DrawSignatureScript />
      </NonceContext.Provider>,
    );
    const group = screen.getByRole('group', { name: 'Draw your signature' });
    expect(group.classList.contains('js-only')).toBe(true);
    const canvas = within(group).getByRole('img', { name: 'Draw your signature' });
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas.id).toBe('signing-drawing');
    expect(within(group).getByRole('button', { name: 'Clear' })).toHaveProperty('type', 'button');
    const field = container.querySelector<HTMLInputElement>('input[name="drawing"]');
    expect(field?.type).toBe('hidden');
    expect(field?.value).toBe('');
    // The page's one script: same origin, under the response's nonce.
    const script = container.querySelector('script');
    expect(script?.getAttribute('type')).toBe('module');
    expect(script?.getAttribute('src')).toMatch(/^\/[^/]/);
    expect(script?.getAttribute('nonce')).toBe('n0nce');
  });

  it('says why a drawing was refused, beside the canvas, in Spanish too', () => {
    render(
      <DrawSignature
        field="drawing"
        id="signing-drawing"
        label={spanish.draw}
        text={spanish}
        error={spanish.errors.drawing}
      />,
    );
    const canvas = screen.getByRole('img', { name: 'Dibuje su firma' });
    expect(canvas.getAttribute('aria-describedby')).toBe(
      'signing-drawing-hint signing-drawing-error',
    );
    expect(screen.getByText(spanish.errors.drawing).id).toBe('signing-drawing-error');
    expect(screen.getByRole('button', { name: 'Borrar' }).getAttribute('type')).toBe('button');
  });
});
