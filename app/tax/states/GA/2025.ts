import { GA_2024 } from './2024';
import type { GeorgiaFigures } from './form';

/** Georgia, tax year 2025: Form 500 and IT-511 (2025). Where to read: ../SOURCES.md. */
export const GA_2025: GeorgiaFigures = {
  ...GA_2024,
  taxYear: 2025,
  // IT-511 (2025): 5.19% (O.C.G.A. §48-7-20(a.1) as amended by HB 111 of 2025); the deductions
  // and exemptions as in 2024.
  rate: 519,
};
