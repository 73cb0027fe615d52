/** The browser-storage flag the specification names: `agreementAccepted` = "true". */
const KEY = 'agreementAccepted';

export function agreementAccepted(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function acceptAgreement(): void {
  try {
    localStorage.setItem(KEY, 'true');
  } catch {
    // Storage blocked: the acceptance holds for this visit only.
  }
}
