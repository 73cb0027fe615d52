import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../tests/api/helpers/logs';
import { accessWriter } from './access-line';

describe('the access line', () => {
  it('is the line pino writes for the same fields, key for key', async () => {
    const captured = await captureLogs();
    const log = captured.logger.child({ method: 'POST', route: '/api/RefundCalculator' });
    const write = accessWriter(log);
    const fields = { id: 'aB3-_x.9:=+/', status: 200, ms: 0.123, bytes: 725 };
    log.info(fields, 'request');
    write({ ...fields, aborted: false, ip: undefined });
    const [byPino, byWriter] = captured.records().map(({ time, ...rest }) => ({ time, rest }));
    expect(Object.keys(byWriter?.rest ?? {})).toEqual(Object.keys(byPino?.rest ?? {}));
    expect(byWriter?.rest).toEqual(byPino?.rest);
    expect(typeof byWriter?.time).toBe('number');
  });

  it('adds aborted and the address when there are, leaves bytes out when unknown', async () => {
    const captured = await captureLogs();
    const write = accessWriter(captured.logger.child({ method: 'GET', route: 'unmatched' }));
    write({ id: 'x-1', status: 499, ms: 2, bytes: undefined, aborted: true, ip: '203.0.113.9' });
    expect(captured.records()[0]).toMatchObject({
      status: 499,
      aborted: true,
      ip: '203.0.113.9',
      msg: 'request',
    });
    expect(captured.records()[0]).not.toHaveProperty('bytes');
  });

  it('writes nothing below the logger level', async () => {
    const captured = await captureLogs('warn');
    accessWriter(captured.logger.child({ method: 'GET', route: '/' }))({
      id: 'x-2',
      status: 200,
      ms: 1,
      bytes: 10,
      aborted: false,
      ip: undefined,
    });
    expect(captured.lines).toEqual([]);
  });
});
