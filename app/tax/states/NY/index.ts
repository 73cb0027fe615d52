import { stateYears } from '../state-years';
import { NY_2024 } from './2024';
import { NY_2025 } from './2025';
import { NY_2026 } from './2026';
import { newYorkReturn } from './form';

/** New York: Form IT-201 (./form.ts), figures by year. */
export const NY = stateYears(newYorkReturn, [NY_2024, NY_2025, NY_2026]);
