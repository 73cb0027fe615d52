import { describe, expect, it, vi } from 'vitest';

// The server's bundle and React Router's each hold errors.ts (decision 154): a refusal made by
// one copy must be known by the other's `instanceof`, by its kind, not its class.

async function freshCopy() {
  vi.resetModules();
  return import('./errors');
}

describe('upload refusals across two copies of the module', () => {
  it('an UploadError or NoFileChosen of one copy is one to the other; other errors are not', async () => {
    const one = await freshCopy();
    const other = await freshCopy();
    expect(one.UploadError).not.toBe(other.UploadError);

    const closed = one.refuse.requestClosed();
    expect(closed instanceof other.UploadError).toBe(true);
    expect(closed instanceof other.NoFileChosen).toBe(false);

    const none = new other.NoFileChosen();
    expect(none instanceof one.NoFileChosen).toBe(true);
    expect(none instanceof one.UploadError).toBe(true);
    expect(none instanceof Error).toBe(true);

    expect(new Error('x') instanceof one.UploadError).toBe(false);
    expect(new one.ClientGoneError('gone') instanceof other.UploadError).toBe(false);
    expect((null as unknown as object) instanceof one.UploadError).toBe(false);
  });
});
