import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-id';

const asked = (id?: string) =>
  ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

describe('a request id', () => {
  it("is the trusted proxy's when it is a plain token of at most 128 characters", () => {
    for (const id of [
      '3f2a9c1e-77b0-4c1b-9a4e-0d6f1b2c3d4e',
      'Root=1-67a.b:c/d+e_f',
      'x'.repeat(128),
    ]) {
      expect(requestIdFor(asked(id), true)).toBe(id);
    }
  });

  it('is made here otherwise, new for each request', () => {
    const made = new Set<string>();
    for (const id of ['x'.repeat(129), 'a b', 'a\u00e9', '<script>', '', undefined]) {
      made.add(requestIdFor(asked(id), true));
    }
    made.add(requestIdFor(asked('from-a-client'), false));
    expect(made.size).toBe(7);
    for (const id of made) expect(id).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
  });
});
