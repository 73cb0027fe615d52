import { Router } from 'express';

// Placeholder until the refund engine issue lands: answers 503 so the page behaves as for a failed call.
export function createRefundCalculatorRouter(): Router {
  const router = Router();
  router.all('/api/RefundCalculator', (_req, res) => {
    res
      .status(503)
      .json({ error: { code: 'unavailable', message: 'The calculator is not ready yet.' } });
  });
  return router;
}
