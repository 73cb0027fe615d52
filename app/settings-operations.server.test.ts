import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.server';

describe('the operations settings', () => {
  it('default to info logs, metrics on loopback port 9464, no client address and no drain', () => {
    expect(readSettings({ NODE_ENV: 'production' }).operations).toEqual({
      logLevel: 'info',
      logFormat: 'json',
      logClientIp: false,
      metrics: { port: 9464, host: '127.0.0.1' },
      shutdownDrainMs: 0,
      // /readyz's floor of free disk (FREE_SPACE_FLOOR_BYTES): 64 MiB.
      freeSpaceFloorBytes: 64 * 1024 * 1024,
    });
  });

  it('write pino-pretty text outside production, and JSON when LOG_FORMAT says', () => {
    expect(readSettings({}).operations.logFormat).toBe('pretty');
    expect(readSettings({ LOG_FORMAT: 'json' }).operations.logFormat).toBe('json');
  });

  it('take each value, and METRICS_PORT=0 for no metrics listener', () => {
    const operations = readSettings({
      LOG_LEVEL: 'warn',
      LOG_CLIENT_IP: 'true',
      METRICS_PORT: '0',
      SHUTDOWN_DRAIN_SECONDS: '15',
    }).operations;
    expect(operations).toMatchObject({
      logLevel: 'warn',
      logClientIp: true,
      shutdownDrainMs: 15_000,
    });
    expect(operations.metrics).toBeUndefined();
    expect(
      readSettings({ METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }).operations.metrics,
    ).toEqual({ port: 9100, host: '10.0.0.5' });
  });

  it.each([
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ LOG_FORMAT: 'text' }, 'LOG_FORMAT must be json or pretty'],
    [
      { METRICS_PORT: '70000' },
      'METRICS_PORT must be a port number from 1 to 65535, or 0 for no metrics',
    ],
    [{ METRICS_HOST: 'a b' }, 'METRICS_HOST must be a host name or IP address'],
    [
      { SHUTDOWN_DRAIN_SECONDS: '600' },
      'SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 300',
    ],
  ])('refuse %o in one line naming it', (env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });
});
