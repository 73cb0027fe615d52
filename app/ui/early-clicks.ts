/**
 * Taps on a page's buttons before its scripts have taken over. The pages paint before they ask
 * for their scripts (decision 014), and a `type="button"` (the menu, the banner's close, the
 * tracker, the agreement's two buttons, the contact form's Back) does nothing until React has
 * hydrated it: on a slow phone the first tap was lost. The boot script (app/root.tsx) records
 * such taps from the first paint on; the client entry stops recording when it hands the page to
 * React, which from then on holds a click itself until it has hydrated what was clicked; and the
 * root replays the recorded taps, in order, once the page is hydrated.
 */
const QUEUE = '__qrEarlyClicks';

type Queue = HTMLButtonElement[] | null | undefined;

/** For the boot script: from now until the entry stops it, keeps each button tapped. */
export const EARLY_CLICKS_RECORDER =
  `window.${QUEUE}=[];` +
  "document.addEventListener('click',function(e){" +
  `var q=window.${QUEUE},t=e.target,b=q&&t&&t.closest&&t.closest('button[type=button]');` +
  'if(b)q.push(b)},true);';

let held: HTMLButtonElement[] = [];

/** Called just before hydration starts: React handles every click from here. */
export function stopRecordingEarlyClicks(): void {
  const page = window as unknown as Record<typeof QUEUE, Queue>;
  held = page[QUEUE] ?? [];
  page[QUEUE] = null;
}

/** Called once the page is hydrated: each recorded tap again, on the same button. */
export function replayEarlyClicks(): void {
  const taps = held;
  held = [];
  for (const button of taps) if (button.isConnected) button.click();
}
