import { stateYears } from '../state-years';
import { PA_2024 } from './2024';
import { PA_2025 } from './2025';
import { PA_2026 } from './2026';
import { pennsylvaniaReturn } from './form';

/** Pennsylvania: Form PA-40 (./form.ts), figures by year. */
export const PA = stateYears(pennsylvaniaReturn, [PA_2024, PA_2025, PA_2026]);
