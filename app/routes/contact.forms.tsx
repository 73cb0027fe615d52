import type { FormEvent, MouseEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { Problem, Values } from './contact.steps';
import { VALUE_NAMES } from './contact.steps';
import type { Copy } from '~/copy/en';

/**
 * The contact page's three step forms and its thanks, drawn from the page's state
 * (contact.tsx keeps the state and moves between the steps). Each step is a form of its own that
 * posts (the page's action answers with the next page), carrying the other steps' values; the
 * browser checks `required` until the scripts have come, the page after.
 */
export type StepKit = {
  /** The page's id, before each field's own. */
  readonly id: string;
  readonly text: Copy['contact'];
  /** The values as last read: what the step's fields start with and the other steps carry. */
  readonly values: Values;
  readonly hydrated: boolean;
  /** Whether the step's heading takes focus as the page opens (a server's answer to a post). */
  readonly autoFocus: boolean;
  /** Why the message (or the form) was not taken, when it happened on this step; or null. */
  readonly failureLine: ReactNode;
  readonly problem: Problem | null;
  /** Whether the step's fields are filled in; null until the page's script has read the form. */
  readonly ready: boolean | null;
  readonly onChange: (event: FormEvent<HTMLFormElement>) => void;
};

/** The step's heading: where a step change moves focus. */
type HeadingRef = { readonly headingRef: Ref<HTMLHeadingElement> };

type StepProps = HeadingRef & {
  readonly kit: StepKit;
  /** The step's form: the page reads what it holds once the scripts have come. */
  readonly formRef: Ref<HTMLFormElement>;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};
type BackProps = { readonly onBack: (event: MouseEvent<HTMLButtonElement>) => void };

/**
 * The step's heading takes focus from a script (tabindex -1); in a server's answer it opens with
 * focus (`autofocus`: the visitor's post moved them to it, as a step change does in the page).
 */
const heading = ({ autoFocus }: StepKit) => ({ tabIndex: -1, autoFocus });

/** The values of the other steps, carried by a step's form (its own fields are visible). */
const carry = (values: Values, ...names: (keyof Values)[]) =>
  names.map((name) => <input key={name} type="hidden" name={name} value={values[name]} />);

/** A field's problem, tied to it. */
const described = ({ id, problem }: StepKit, field: Problem['field']) =>
  problem?.field === field
    ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` }
    : {};

/** A field's problem, said under it. */
function problemLine({ id, problem, text }: StepKit, field: Problem['field']) {
  return problem?.field !== field ? null : (
    <p id={`${id}-${field}-error`} className="message message--error" role="alert">
      {text.errors[problem.reason]}
    </p>
  );
}

const next = ({ ready, text }: StepKit, to: 'step2' | 'step3') => (
  <button type="submit" name="intent" value={to} className="button" disabled={ready === false}>
    {text.next}
  </button>
);

/** Back is a submit button too: without scripts it posts, values kept. */
const backButton = (text: Copy['contact'], to: 'step1' | 'step2', onBack: BackProps['onBack']) => (
  <button
    type="submit"
    name="intent"
    value={to}
    formNoValidate
    className="button button--secondary"
    onClick={onBack}
  >
    {text.back}
  </button>
);

/** A step that the visitor fills in: its form, heading and failure line around its fields. */
function EditStep({
  kit,
  formRef,
  headingRef,
  onSubmit,
  title,
  children,
}: StepProps & { readonly title: string; readonly children: ReactNode }) {
  return (
    <form
      ref={formRef}
      method="post"
      noValidate={kit.hydrated}
      onChange={kit.onChange}
      onSubmit={onSubmit}
    >
      <h2 ref={headingRef} {...heading(kit)}>
        {title}
      </h2>
      {kit.failureLine}
      {children}
    </form>
  );
}

/** A required field with its label and its problem: the name and e-mail inputs, the message box. */
function Field({
  kit,
  name,
  label,
  input,
}: {
  readonly kit: StepKit;
  readonly name: Problem['field'];
  readonly label: string;
  readonly input: { readonly type: 'text' | 'email'; readonly autoComplete: string } | 'textarea';
}) {
  const id = `${kit.id}-${name}`;
  const common = {
    id,
    name,
    required: true,
    defaultValue: kit.values[name],
    ...described(kit, name),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {input === 'textarea' ? <textarea rows={6} {...common} /> : <input {...input} {...common} />}
      {problemLine(kit, name)}
    </div>
  );
}

export function StepOne(props: StepProps) {
  const { kit } = props;
  const { id, text, values } = kit;
  return (
    <EditStep {...props} title={text.step1}>
      <Field
        kit={kit}
        name="name"
        label={text.name}
        input={{ type: 'text', autoComplete: 'name' }}
      />
      <Field
        kit={kit}
        name="email"
        label={text.email}
        input={{ type: 'email', autoComplete: 'email' }}
      />
      <div className="trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{text.trap}</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue={values.website}
        />
      </div>
      {carry(values, 'message')}
      <div className="actions">{next(kit, 'step2')}</div>
    </EditStep>
  );
}

export function StepTwo({ onBack, ...props }: StepProps & BackProps) {
  const { kit } = props;
  const { text, values } = kit;
  return (
    <EditStep {...props} title={text.step2}>
      <Field kit={kit} name="message" label={text.message} input="textarea" />
      {carry(values, 'name', 'email', 'website')}
      {/* Back comes first, as it reads; the step has no single-line field, so no Enter
          key submits the form with it (a textarea takes Enter as a new line). */}
      <div className="actions">
        {backButton(text, 'step1', onBack)}
        {next(kit, 'step3')}
      </div>
    </EditStep>
  );
}

export function StepThree({
  kit,
  formRef,
  headingRef,
  onSubmit,
  onBack,
  sending,
}: StepProps & BackProps & { readonly sending: boolean }) {
  const { text, values } = kit;
  return (
    <form ref={formRef} method="post" onSubmit={onSubmit}>
      <h2 ref={headingRef} {...heading(kit)}>
        {text.step3}
      </h2>
      {kit.failureLine}
      <dl className="review">
        <dt>{text.name}</dt>
        <dd>{values.name}</dd>
        <dt>{text.email}</dt>
        <dd>{values.email}</dd>
        <dt>{text.message}</dt>
        <dd className="review__message">{values.message}</dd>
      </dl>
      {carry(values, ...VALUE_NAMES)}
      <div className="actions">
        {backButton(text, 'step2', onBack)}
        <button type="submit" name="intent" value="send" className="button" aria-disabled={sending}>
          {text.send}
        </button>
      </div>
    </form>
  );
}

/** The thanks for a message sent, with its case reference when the server gave one. */
export function Thanks({
  kit,
  headingRef,
  reference,
  referenceLabel,
  caseLink,
  home,
}: HeadingRef & {
  readonly kit: StepKit;
  readonly reference: string | null;
  /** The words before a reference (the catalogue's `cases.reference`). */
  readonly referenceLabel: string;
  /** The visitor's case page, linked under the reference ("Your case"). */
  readonly caseLink: { readonly href: string; readonly text: string };
  readonly home: string;
}) {
  const { text } = kit;
  return (
    <div>
      <h2 ref={headingRef} {...heading(kit)}>
        {text.thanks}
      </h2>
      {reference !== null ? (
        <>
          <p>
            {referenceLabel}
            <strong>{reference}</strong>
          </p>
          {/* Rendered by the server, outside the pages' router: a full page load. */}
          <p>
            <a href={caseLink.href}>{caseLink.text}</a>
          </p>
        </>
      ) : null}
      <p>{text.thanksBody}</p>
      <p>
        <Link to={home}>{text.backHome}</Link>
      </p>
    </div>
  );
}
