import { expect, test } from './fixtures';

// Chromium reads only the last --disable-features of its command line: the one the project adds
// (scripts/chromium.mjs) must still hold every feature Playwright's own switch turns off, or a
// Playwright upgrade would quietly turn some back on.
test('the browser is started with every feature Playwright turns off still off', async ({
  page,
}) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) =>
    (m[1] ?? '').split(','),
  );
  expect(lists.length).toBeGreaterThan(1);
  const last = lists.at(-1) ?? [];
  expect(lists.flat().filter((feature) => !last.includes(feature))).toEqual([]);
  expect(last).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
});
