import type { Lang } from '~/site/pages';
import { staffCopy } from '~/copy/staff';
import type { AgreementAccepted } from '../../../../server/cases/agreement';
import { useOfficeTime } from '~/staff/office-time';
import { StaffTable } from '../parts';

const text = staffCopy.cases.agreement;

/**
 * "Agreement" on a staff case page (docs/back-office.md, "Staff"): each acceptance recorded in the
 * case, newest first, with its time and version (and whether that is the text the page shows
 * today), its language, and the address and browser the server saw; or "Not accepted". The user
 * agent is the client's own text: written as text, never as markup.
 */
export function AgreementPart({
  accepted,
  current,
}: {
  accepted: readonly AgreementAccepted[];
  /** The version of the text each language's page shows today (app/agreement-version.server.ts). */
  current: Readonly<Record<Lang, string>>;
}) {
  const when = useOfficeTime();
  return (
    <>
      <h2>{text.heading}</h2>
      {accepted.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <StaffTable
          headings={[text.acceptedAt, text.version, text.language, text.address, text.browser]}
        >
          {accepted.map((row) => (
            <tr key={row.version}>
              <td>{when(row.acceptedAt)}</td>
              <td>
                <code className="staff-long">{row.version}</code>
                {` (${current[row.language] === row.version ? text.current : text.earlier})`}
              </td>
              <td>{text.languages[row.language]}</td>
              <td>{row.clientAddress}</td>
              <td className="staff-long">{row.userAgent}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}
