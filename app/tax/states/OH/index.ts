import { stateYears } from '../state-years';
import { OH_2024 } from './2024';
import { OH_2025 } from './2025';
import { OH_2026 } from './2026';
import { ohioReturn } from './form';

/** Ohio: Form IT 1040 (./form.ts), figures by year. */
export const OH = stateYears(ohioReturn, [OH_2024, OH_2025, OH_2026]);
