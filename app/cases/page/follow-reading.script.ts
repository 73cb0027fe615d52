/**
 * The case page following its W-2 readings where scripts run (issue 46; docs/decisions/166): a
 * standalone module (scripts/standalone-script.ts), loaded only while a reading of the case runs.
 * Every few seconds it asks the case page again and puts the new "From your W-2s" in place of the
 * old, so what the client typed elsewhere on the page stays; once the answer's section no longer
 * follows a reading (every W-2 read or found unreadable), it stops. Where scripts do not run, the
 * section's `<noscript>` refresh reloads the page instead (app/cases/page/W2sSection.tsx).
 */
const FOLLOWING = 'data-follow-reading';

function followed(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(`section[${FOLLOWING}]`);
}

function follow(section: HTMLElement): void {
  const seconds = Number(section.getAttribute(FOLLOWING));
  const url = section.dataset.followUrl;
  if (!Number.isFinite(seconds) || seconds <= 0 || url === undefined) return;
  const label = section.getAttribute('aria-labelledby');

  async function look(): Promise<void> {
    let next: HTMLElement | null | undefined;
    try {
      const answer = await fetch(url ?? '', { headers: { accept: 'text/html' } });
      if (answer.ok) {
        const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
        next = page.querySelector<HTMLElement>(`section[aria-labelledby="${label ?? ''}"]`);
      }
    } catch {
      // Offline for a moment: asked again at the next turn.
    }
    if (next === null) {
      // The page no longer has the section (the case closed, the browser signed out): stop.
      section.removeAttribute(FOLLOWING);
      return;
    }
    if (next !== undefined) {
      // The answer's own refresh and script are for a page loaded afresh: a refresh inserted
      // here would reload the page, and this script runs already.
      for (const part of next.querySelectorAll('noscript, script')) part.remove();
      section.replaceChildren(
        ...Array.from(next.childNodes, (node) => document.importNode(node, true)),
      );
      if (!next.hasAttribute(FOLLOWING)) {
        section.removeAttribute(FOLLOWING);
        return;
      }
    }
    window.setTimeout(() => void look(), seconds * 1000);
  }
  window.setTimeout(() => void look(), seconds * 1000);
}

const section = followed(document);
if (section !== null) follow(section);
