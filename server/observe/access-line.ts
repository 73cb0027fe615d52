import { type DestinationStream, type Logger, symbols } from 'pino';

/**
 * The access line of one route and method, written straight to the logger's destination as the
 * JSON line pino would write for `log.info({ id, status, ms, bytes }, 'request')`: the same keys
 * in the same order, the same level, time and bindings (pid, hostname, method, route), so the
 * pretty printer and every reader take it as one of pino's. pino's own call walks the object and
 * escapes each value; on the refund API's path that was most of what a line cost, and every value
 * here is a number or a string with nothing to escape (a request id is `[\w.:=+/-]`, made here or
 * checked: server/observe/request-id.ts).
 */
export interface AccessFields {
  readonly id: string;
  readonly status: number;
  /** Milliseconds, rounded to the microsecond. */
  readonly ms: number;
  /** Bytes sent, headers included; undefined when the connection was already gone. */
  readonly bytes: number | undefined;
  readonly aborted: boolean;
  /** The client's address, only with LOG_CLIENT_IP. */
  readonly ip: string | undefined;
}

export type AccessWriter = (fields: AccessFields) => void;

/** pino's keeps: the destination and a child's bindings as JSON text (`,"pid":…,"route":…`). */
interface PinoInternals {
  readonly [symbols.streamSym]: DestinationStream;
  readonly [symbols.chindingsSym]: string;
}

export function accessWriter(log: Logger): AccessWriter {
  const internals = log as unknown as PinoInternals;
  const stream = internals[symbols.streamSym];
  const head = `{"level":${log.levels.values.info},"time":`;
  const bindings = internals[symbols.chindingsSym];
  return (fields) => {
    if (!log.isLevelEnabled('info')) return;
    let line = `${head}${Date.now()}${bindings},"id":"${fields.id}","status":${fields.status},"ms":${fields.ms}`;
    if (fields.bytes !== undefined) line += `,"bytes":${fields.bytes}`;
    if (fields.aborted) line += ',"aborted":true';
    if (fields.ip !== undefined) line += `,"ip":${JSON.stringify(fields.ip)}`;
    stream.write(`${line},"msg":"request"}\n`);
  };
}
