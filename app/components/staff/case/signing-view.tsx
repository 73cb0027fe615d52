import { staffCopy } from '~/copy/staff';
import { formatCents } from '~/money';
import { useOfficeTime } from '~/staff/office-time';
import type { StaffSigningView } from '~/signing/staff-signing.server';
import { staffPaperPath, staffSigningFilePath, staffSigningPath } from '~/signing/paths';
import { SEND_FIELDS } from '../../../../server/signing/send-form';
import { Alert, CsrfField, LabelledControl, SubmitRow } from '../parts';

/**
 * "Return for signature" on a staff case page (docs/review-and-sign.md): the return
 * sent and where its signature stands, a form signed on paper to accept, and the form that sends a
 * return (two PDFs, the refund and our fee), which posts multipart to its own route
 * (app/routes/staff.cases.$reference.signing.tsx).
 */
const text = staffCopy.signing;

/** "Send for signature" back with what was typed and why it was refused. */
export interface SigningFormState {
  readonly refund?: string | undefined;
  readonly fee?: string | undefined;
  readonly error: string;
}

export function SigningSection(props: {
  reference: string;
  csrf: string;
  view: StaffSigningView;
  state?: SigningFormState | undefined;
}) {
  const when = useOfficeTime();
  const { reference, view } = props;
  const { current, signatureVoided, lockedUntil } = view.state;
  const file = (id: string) => staffSigningFilePath(reference, id);
  return (
    <section aria-labelledby="signing-heading">
      <h2 id="signing-heading">{text.heading}</h2>
      {lockedUntil ? (
        <p className="message message--error">{text.locked(when(lockedUntil))}</p>
      ) : null}
      {signatureVoided ? <p className="message message--error">{text.voided}</p> : null}
      {current ? (
        <>
          <p>{text.sentOn(when(current.sentAt))}</p>
          <ul>
            <li>
              <a href={file(current.returnFile.id)} download>
                {text.returnPdf}
              </a>
            </li>
            <li>
              <a href={file(current.formFile.id)} download>
                {text.formPdf}
              </a>
            </li>
          </ul>
          <dl className="review">
            <dt>{text.refund}</dt>
            <dd>{formatCents(current.refundCents)}</dd>
            <dt>{text.fee}</dt>
            <dd>{formatCents(current.feeCents)}</dd>
          </dl>
          {current.signed ? (
            <>
              <p>
                {current.signed.names === null
                  ? text.paperAccepted(when(current.signed.at))
                  : text.signedOn(when(current.signed.at), current.signed.names)}
              </p>
              <p>
                <a href={file(current.signed.file.id)} download>
                  {text.signedForm}
                </a>
              </p>
              <p>{view.unchanged ? text.unchanged : text.changed}</p>
            </>
          ) : null}
          {current.paper ? (
            <form method="post" action={staffPaperPath(reference)}>
              <CsrfField token={props.csrf} />
              <input type="hidden" name="returnId" value={current.id} />
              <p>{text.paperWaiting}</p>
              <p>
                <a href={file(current.paper.file.id)} download>
                  {text.paperForm}
                </a>
                {` (${when(current.paper.sentAt)})`}
              </p>
              <SubmitRow label={text.acceptPaper} />
            </form>
          ) : null}
        </>
      ) : null}
      <form
        method="post"
        action={staffSigningPath(reference)}
        encType="multipart/form-data"
        className="narrow"
      >
        <CsrfField token={props.csrf} />
        {props.state ? <Alert>{props.state.error}</Alert> : null}
        {view.codeDelivery === 'email' ? null : (
          <p className="message message--error">{text.noCode[view.codeDelivery]}</p>
        )}
        <LabelledControl id="signing-return" label={text.returnPdf}>
          {(control) => (
            <input
              {...control}
              type="file"
              name={SEND_FIELDS.returnPdf}
              accept="application/pdf,.pdf"
              required
            />
          )}
        </LabelledControl>
        <LabelledControl id="signing-form" label={text.formPdf}>
          {(control) => (
            <input
              {...control}
              type="file"
              name={SEND_FIELDS.formPdf}
              accept="application/pdf,.pdf"
              required
            />
          )}
        </LabelledControl>
        <LabelledControl id="signing-refund" label={text.refund} hint={text.amountHint}>
          {(control) => (
            <input
              {...control}
              name={SEND_FIELDS.refund}
              inputMode="decimal"
              required
              defaultValue={props.state?.refund ?? view.refund}
            />
          )}
        </LabelledControl>
        <LabelledControl id="signing-fee" label={text.fee} hint={text.amountHint}>
          {(control) => (
            <input
              {...control}
              name={SEND_FIELDS.fee}
              inputMode="decimal"
              required
              defaultValue={props.state?.fee ?? view.fee}
            />
          )}
        </LabelledControl>
        <SubmitRow label={text.send} />
      </form>
    </section>
  );
}
