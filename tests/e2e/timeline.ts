import type { Page } from '@playwright/test';

/**
 * Timing by the page's own clock. The test runner's clock is no good for the spec's delays on a
 * busy machine: a click returns to the test well after the page saw it. This records, with
 * performance.now(), every click (with the button or link text), every change of the address by
 * the router, every read of localStorage, and the text of main's h2 whenever the DOM changes.
 */
export interface Entry {
  type: 'click' | 'url' | 'storage-read' | 'h2';
  detail: string;
  t: number;
}

declare global {
  interface Window {
    __timeline: Entry[];
  }
}

export async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timeline: Entry[] = [];
    window.__timeline = timeline;
    const log = (type: Entry['type'], detail: string) =>
      timeline.push({ type, detail, t: performance.now() });
    document.addEventListener(
      'click',
      (event) => {
        const target = (event.target as Element | null)?.closest('button, a');
        log('click', target?.textContent?.trim() ?? '');
      },
      true,
    );
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        log('url', location.pathname);
      };
    }
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      log('storage-read', key);
      return getItem.call(this, key);
    };
    let lastH2: string | undefined;
    new MutationObserver(() => {
      const h2 = document.querySelector('main h2')?.textContent ?? '';
      if (h2 !== lastH2) log('h2', h2);
      lastH2 = h2;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export async function timeline(page: Page): Promise<Entry[]> {
  return page.evaluate(() => window.__timeline);
}

/** The time of the first entry of this type and detail at or after `from`. */
export function at(entries: Entry[], type: Entry['type'], detail: string, from = 0): number {
  const found = entries.find((e) => e.type === type && e.detail === detail && e.t >= from);
  if (!found) throw new Error(`No ${type} "${detail}" after ${from} in ${JSON.stringify(entries)}`);
  return found.t;
}
