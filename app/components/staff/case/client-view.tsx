import { staffCopy } from '~/copy/staff';
import type { CaseClient } from '../../../../server/cases/client';
import { useOfficeTime } from '~/staff/office-time';

const text = staffCopy.client;

/**
 * "Client", the first section of a staff case page (docs/back-office.md, "Who the client is"):
 * the name ("Not given" when none: the case's state's, app/cases/case-state.ts, so the return
 * details' name when the client gave one), the e-mail, the language and the first contact. A region
 * named by its heading.
 */
export function ClientSection({ client, name }: { client: CaseClient; name: string | null }) {
  const when = useOfficeTime();
  return (
    <section aria-labelledby="client-heading">
      <h2 id="client-heading">{text.heading}</h2>
      <dl className="review">
        <dt>{text.name}</dt>
        <dd>{name ?? text.notGiven}</dd>
        <dt>{text.email}</dt>
        <dd>{client.email ?? text.notGiven}</dd>
        <dt>{text.language}</dt>
        <dd>{text.languages[client.language]}</dd>
        <dt>{text.firstContact}</dt>
        <dd>{when(client.firstContactAt)}</dd>
      </dl>
    </section>
  );
}
