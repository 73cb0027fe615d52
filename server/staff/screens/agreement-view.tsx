import { AGREEMENT_VERSIONS } from '../../../app/agreement-version.server';
import { staffCopy } from '../../../app/copy/staff';
import type { AgreementAccepted } from '../../cases/agreement';
import { useOfficeTime } from '../office-time';
import { StaffTable } from '../views';

const text = staffCopy.cases.agreement;

/**
 * "Agreement" on a staff case page (docs/back-office.md, "Staff"): each acceptance recorded in the
 * case, newest first, with its time and version (and whether that is the text the page shows
 * today), its language, and the address and browser the server saw; or "Not accepted". The user
 * agent is the client's own text: written as text, never as markup.
 */
export function AgreementPart({ accepted }: { accepted: readonly AgreementAccepted[] }) {
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
                <code className="staff-long">{row.version}</code> (
                {AGREEMENT_VERSIONS[row.language] === row.version ? text.current : text.earlier})
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
