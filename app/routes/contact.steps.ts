import { isEmailAddress } from '~/site/contact-rules';
import { formText } from '~/ui/form-text';

/**
 * The contact form's three steps, as the page (hydrated) and its action (a form posted before
 * the scripts came, or without them) both move through them: one set of rules for both.
 * Each step is a form of its own that carries the other steps' values in hidden inputs, so any
 * step's form holds the whole message (decision 056).
 */

export type Step = 1 | 2 | 3 | 'sent';

export const EMPTY_VALUES = { name: '', email: '', message: '', website: '' };
export type Values = typeof EMPTY_VALUES;
export const VALUE_NAMES = ['name', 'email', 'message', 'website'] as const;

/** The four values of any step's form (the honeypot `website` included); what is missing is ''. */
export function valuesOf(form: FormData): Values {
  return {
    name: formText(form, 'name'),
    email: formText(form, 'email'),
    message: formText(form, 'message'),
    website: formText(form, 'website'),
  };
}

/**
 * What a step's submit buttons post as `intent`: the step to show next ("Back" and "Next"), or
 * `send` on step 3.
 */
export const INTENTS = ['step1', 'step2', 'step3', 'send'] as const;
export type Intent = (typeof INTENTS)[number];

export function intentOf(value: FormDataEntryValue | null | undefined): Intent | undefined {
  return INTENTS.find((intent) => intent === value);
}

/** The field a step checks before moving on, and the catalogue's sentence for why it cannot. */
export type Problem = {
  field: 'name' | 'email' | 'message';
  reason: 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'messageRequired';
};

/** Whether a step's fields are filled in (whitespace alone is not): Next waits for this. */
export function filledIn(step: Step, values: Values): boolean {
  if (step === 1) return values.name.trim() !== '' && values.email.trim() !== '';
  if (step === 2) return values.message.trim() !== '';
  return true;
}

/**
 * Why the visitor cannot move on from a step, or null: step 1 needs a name and an address shaped
 * like one, step 2 a message. Lengths and the rest are the server's check at Send
 * (server/contact/validate.ts), as they were when the steps lived in the page alone.
 */
export function problemLeaving(step: Step, values: Values): Problem | null {
  if (step === 1) {
    if (values.name.trim() === '') return { field: 'name', reason: 'nameRequired' };
    const email = values.email.trim();
    if (email === '') return { field: 'email', reason: 'emailRequired' };
    if (!isEmailAddress(email)) return { field: 'email', reason: 'emailInvalid' };
  }
  if (step === 2 && values.message.trim() === '')
    return { field: 'message', reason: 'messageRequired' };
  return null;
}
