import { expect, test } from 'vitest';
import { en } from './copy/en';
import { formatBytes } from './bytes';
import { refuse } from '../server/documents/errors';

test('a size is written in bytes, KB or MB, with one decimal place when it is not whole', () => {
  expect(formatBytes(0)).toBe('0 bytes');
  expect(formatBytes(1023)).toBe('1023 bytes');
  expect(formatBytes(1024)).toBe('1 KB');
  expect(formatBytes(1536)).toBe('1.5 KB');
  expect(formatBytes(1024 * 1024)).toBe('1 MB');
  expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
  expect(formatBytes(2.25 * 1024 * 1024)).toBe('2.3 MB');
});

test("the upload's refusal of a file too large names the limit through the one formatter", () => {
  const error = refuse.tooLarge(20 * 1024 * 1024);
  expect(error.message).toBe(en.documents.tooLarge('20 MB'));
  expect(refuse.tooLarge(1536).message).toBe(en.documents.tooLarge(formatBytes(1536)));
});
