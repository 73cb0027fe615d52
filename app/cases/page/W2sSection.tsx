import type { ReactNode } from 'react';
import followReadingScript from 'virtual:follow-reading-script';
import { EstimateTerms } from '~/components/EstimateTerms';
import { FeeItems } from '~/components/FeeItems';
import { StateResult } from '~/components/StateEstimate';
import { readStateAnswer } from '~/routes/calculator.state';
import { formatCents } from '~/money';
import { CASE_PATHS } from '~/site/pages';
import { useNonce } from '~/ui/nonce';
import type { W2Figures } from '../../../server/reader/readings';
import type { CasePageProps, CaseView } from './CasePage';

/** The section's heading: what "On this page" links to. */
export const W2S_HEADING_ID = 'w2s-heading';

/** How often the page looks again while a reading runs, in seconds (decision 166). */
export const FOLLOW_SECONDS = 5;

/** Whether the case has a W-2 to show, or a reading under way: the section shows then. */
export const w2sShown = (view: CaseView): boolean =>
  view.w2s?.readings.some((reading) => reading.state !== 'other') ?? false;

type Text = CasePageProps['text']['w2s'];
type Box12Line = NonNullable<W2Figures['box12']>[number];

/** Box 12's lines of one code, added up; undefined when the W-2 has none. */
function codeTotal(figures: W2Figures, code: string): number | undefined {
  const lines = (figures.box12 ?? []).filter((line) => line.code === code);
  return lines.length === 0 ? undefined : lines.reduce((sum, line) => sum + line.amount, 0);
}

/** Tips (TP) and overtime (TT) have columns of their own; the other codes share one. */
const OWN_COLUMNS: ReadonlySet<string> = new Set(['TP', 'TT']);
const otherLines = (figures: W2Figures): Box12Line[] =>
  (figures.box12 ?? []).filter((line) => !OWN_COLUMNS.has(line.code));

/** A cell's values, one a line (a W-2 may name several states). */
function Lines({ values }: { values: readonly string[] }) {
  return values.map((value, index) => (
    <span key={index} className="cell-line">
      {value}
    </span>
  ));
}

/** The columns a case's W-2s need: boxes 1 and 2 always, the others when a W-2 has them. */
function columnsOf(w2s: readonly W2Figures[], text: Text) {
  const some = (has: (figures: W2Figures) => boolean) => w2s.some(has);
  const columns: { key: string; head: string; cell: (figures: W2Figures) => ReactNode }[] = [
    { key: 'employer', head: text.employer, cell: (f) => f.employer },
    { key: 'year', head: text.taxYear, cell: (f) => f.taxYear },
    { key: 'wages', head: text.wages, cell: (f) => formatCents(f.wages) },
    { key: 'withheld', head: text.withheld, cell: (f) => formatCents(f.withheld) },
  ];
  const code = (name: 'TP' | 'TT', key: string, head: string) => {
    if (!some((f) => codeTotal(f, name) !== undefined)) return;
    columns.push({
      key,
      head,
      cell: (f) => {
        const total = codeTotal(f, name);
        return total === undefined ? '' : formatCents(total);
      },
    });
  };
  code('TP', 'tips', text.tips);
  code('TT', 'overtime', text.overtime);
  if (some((f) => otherLines(f).length > 0)) {
    columns.push({
      key: 'box12',
      head: text.otherBox12,
      cell: (f) => (
        <Lines values={otherLines(f).map((line) => `${line.code} ${formatCents(line.amount)}`)} />
      ),
    });
  }
  if (some((f) => (f.states ?? []).length > 0)) {
    columns.push(
      {
        key: 'state',
        head: text.state,
        cell: (f) => <Lines values={(f.states ?? []).map((state) => state.code)} />,
      },
      {
        key: 'stateWages',
        head: text.stateWages,
        cell: (f) => <Lines values={(f.states ?? []).map((state) => formatCents(state.wages))} />,
      },
      {
        key: 'stateWithheld',
        head: text.stateWithheld,
        cell: (f) => (
          <Lines values={(f.states ?? []).map((state) => formatCents(state.withheld))} />
        ),
      },
    );
  }
  return columns;
}

/**
 * While a reading runs (decision 166): the page looks again every FOLLOW_SECONDS, by the
 * standalone script where scripts run (it puts the new section in place and stops once nothing
 * is read any more), by a refresh inside `<noscript>` where they do not. The refresh goes to the
 * case page itself, also from a form's answer.
 */
function FollowReading({ lang }: { lang: CasePageProps['lang'] }) {
  const nonce = useNonce() || undefined;
  const refresh = `<meta http-equiv="refresh" content="${FOLLOW_SECONDS};url=${CASE_PATHS[lang]}">`;
  return (
    <>
      <noscript dangerouslySetInnerHTML={{ __html: refresh }} />
      <script type="module" src={followReadingScript} nonce={nonce} />
    </>
  );
}

/**
 * "From your W-2s" on the visitor's case page (docs/documents.md; decisions 105, 106,
 * 133, 164 to 166): a row a W-2 read (employer, tax year, box 1, box 2, and box 12's tips,
 * overtime and other codes and boxes 15 to 17 when a W-2 of the case has them), a row saying so
 * for one that could not be read with confidence, "Same as a W-2 you already sent" or "Left out
 * of the estimate by your preparer" in a last column for a W-2 not counted, "Reading your W-2…"
 * while a document is being read (and the page follows the reading), and under the table the
 * estimate a tax year: "Estimated refund" (or "Estimated amount you owe" below zero), "Fee" and
 * "Net refund" from the refund engine and the fee module, with a sentence for each kind of W-2
 * it leaves out and the one saying it assumes single and no children when the client has not
 * told us about their return. Nothing shows before a case has a W-2 or a reading under way.
 */
export function W2sSection(props: CasePageProps & { view: CaseView }) {
  const text = props.text.w2s;
  const w2s = props.view.w2s;
  if (w2s === undefined || !w2sShown(props.view)) return null;
  const shown = w2s.readings.filter(
    (reading) => reading.state === 'w2' || reading.state === 'unreadable',
  );
  const read = shown.flatMap((each) => (each.state === 'w2' ? [each] : []));
  const reading = w2s.readings.some((each) => each.state === 'reading');
  const years = w2s.estimates.length;
  const columns = columnsOf(
    read.map((each) => each.figures),
    text,
  );
  const noteOf = (each: (typeof read)[number]) =>
    each.leftOut ? text.leftOut : each.duplicate ? text.duplicate : undefined;
  const notes = read.some((each) => noteOf(each) !== undefined);
  const width = columns.length + (notes ? 1 : 0);
  const notCounted = [
    shown.some((each) => each.state === 'unreadable') ? text.notCounted.unreadable : undefined,
    read.some((each) => each.duplicate && !each.leftOut) ? text.notCounted.duplicate : undefined,
    read.some((each) => each.leftOut) ? text.notCounted.leftOut : undefined,
  ].filter((sentence) => sentence !== undefined);
  const table = (
    <table className="fee-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.head}
            </th>
          ))}
          {notes ? <th scope="col">{text.note}</th> : null}
        </tr>
      </thead>
      <tbody>
        {shown.map((each) =>
          each.state === 'w2' ? (
            <tr key={each.documentId}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(each.figures)}</td>
              ))}
              {notes ? <td>{noteOf(each) ?? ''}</td> : null}
            </tr>
          ) : (
            <tr key={each.documentId}>
              <td colSpan={width}>{text.unreadable}</td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
  return (
    <section
      aria-labelledby={W2S_HEADING_ID}
      data-follow-reading={reading ? FOLLOW_SECONDS : undefined}
      data-follow-url={reading ? CASE_PATHS[props.lang] : undefined}
    >
      <h2 id={W2S_HEADING_ID}>{text.heading}</h2>
      {reading ? (
        <>
          <p>{text.reading}</p>
          <p className="hint">{text.follows}</p>
          <FollowReading lang={props.lang} />
        </>
      ) : null}
      {shown.length === 0 ? null : columns.length > 4 ? (
        // Wider than a phone with box 12 and boxes 15 to 17: it scrolls in its own box, which a
        // keyboard reaches (WCAG 2.1.1; axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" tabIndex={0}>
          {table}
        </div>
      ) : (
        table
      )}
      {w2s.estimates.map((year) => (
        <div key={year.taxYear}>
          {years > 1 ? <h3>{text.forYear(year.taxYear)}</h3> : null}
          <dl className="review">
            <EstimateTerms estimate={year.estimate} text={text} />
          </dl>
          <FeeItems priced={year.estimate} text={props.text.fees} />
          {year.assumed ? <p className="hint">{text.assumed}</p> : null}
          {/* The state's estimate from boxes 15 to 17, read as the calculator reads the API's. */}
          {year.states.map((state) => {
            const outcome = readStateAnswer({ state });
            return outcome === null ? null : (
              <StateResult
                key={state.code}
                outcome={outcome}
                headingId={`${W2S_HEADING_ID}-${year.taxYear}-${state.code}`}
                text={props.copy.stateRefund}
                level={3}
              />
            );
          })}
        </div>
      ))}
      {years === 0 ? null : notCounted.map((sentence) => <p key={sentence}>{sentence}</p>)}
      {shown.length === 0 ? null : <p>{text.checked}</p>}
    </section>
  );
}
