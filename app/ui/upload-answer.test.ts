import { describe, expect, it } from 'vitest';
import { uploadOutcomeOf } from './answers';

describe('reading the upload answer', () => {
  it('takes secure_url from a success', () => {
    expect(uploadOutcomeOf(200, JSON.stringify({ secure_url: 'https://x.example/d/1' }))).toEqual({
      ok: true,
      secureUrl: 'https://x.example/d/1',
      reference: undefined,
    });
  });

  it("takes this server's case reference, and only a well-formed one", () => {
    const answer = (reference: unknown) =>
      uploadOutcomeOf(200, JSON.stringify({ secure_url: 'https://x.example/d/1', reference }));
    expect(answer('QR-7K3M-92XD-PQ4T')).toMatchObject({ ok: true, reference: 'QR-7K3M-92XD-PQ4T' });
    expect(answer('<img src=x>')).toMatchObject({ ok: true, reference: undefined });
    expect(answer(42)).toMatchObject({ ok: true, reference: undefined });
  });

  it('never links anything but a web address', () => {
    expect(uploadOutcomeOf(200, JSON.stringify({ secure_url: 'javascript:alert(1)' })).ok).toBe(
      false,
    );
    expect(uploadOutcomeOf(200, JSON.stringify({})).ok).toBe(false);
    expect(uploadOutcomeOf(200, 'not json').ok).toBe(false);
  });

  it("carries the server's sentence on a failure", () => {
    const outcome = uploadOutcomeOf(
      415,
      JSON.stringify({ error: { message: 'Only PDF or image files are accepted.' } }),
    );
    expect(outcome).toMatchObject({ ok: false, reason: 'Only PDF or image files are accepted.' });
    expect(uploadOutcomeOf(502, '<html>Bad gateway</html>')).toMatchObject({
      ok: false,
      reason: undefined,
    });
    expect(
      uploadOutcomeOf(500, JSON.stringify({ error: { message: { text: 'x' } } })),
    ).toMatchObject({
      ok: false,
      reason: undefined,
    });
    expect(uploadOutcomeOf(500, JSON.stringify({ error: { message: '  ' } }))).toMatchObject({
      ok: false,
      reason: undefined,
    });
  });
});
