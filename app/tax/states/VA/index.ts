import { stateYears } from '../state-years';
import { VA_2024 } from './2024';
import { VA_2025 } from './2025';
import { VA_2026 } from './2026';
import { virginiaReturn } from './form';

/** Virginia: Form 760 (./form.ts), figures by year. */
export const VA = stateYears(virginiaReturn, [VA_2024, VA_2025, VA_2026]);
