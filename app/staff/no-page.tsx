import { useActionData } from 'react-router';
import { type CasePageData, CasePage } from '~/components/staff/case/case-page';

/**
 * The pages of the staff routes that draw none of their own: a form whose every answer is a
 * redirect or a notice page (the staff layout's boundary), and a download.
 */
export function NoPage() {
  return null;
}

/** A form of the case page posted to a path of its own: its refusal is the case page again. */
export function CaseFormPage() {
  const page = useActionData<CasePageData>();
  return page ? <CasePage {...page} /> : null;
}
