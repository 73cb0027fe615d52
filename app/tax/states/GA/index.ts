import { stateYears } from '../state-years';
import { GA_2024 } from './2024';
import { GA_2025 } from './2025';
import { GA_2026 } from './2026';
import { georgiaReturn } from './form';

/** Georgia: Form 500 (./form.ts), figures by year. */
export const GA = stateYears(georgiaReturn, [GA_2024, GA_2025, GA_2026]);
