import { stateYears } from '../state-years';
import { CA_2024 } from './2024';
import { CA_2025 } from './2025';
import { CA_2026 } from './2026';
import { californiaReturn } from './form';

/** California: Form 540 (./form.ts), figures by year. */
export const CA = stateYears(californiaReturn, [CA_2024, CA_2025, CA_2026]);
