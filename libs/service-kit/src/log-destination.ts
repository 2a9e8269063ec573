import type { DestinationStream } from 'pino';
import pinoPretty from 'pino-pretty';

export type LogFormat = 'auto' | 'json' | 'pretty';

/** One pretty stream per process: the apps of the embedded host share it, so their lines never interleave. */
let prettyStream: DestinationStream | undefined;

/** Whether entries are written as readable lines: LOG_FORMAT=pretty, or auto on a terminal. */
export function isPrettyLog(format: LogFormat, stdoutIsTerminal = process.stdout.isTTY === true): boolean {
  return format === 'pretty' || (format === 'auto' && stdoutIsTerminal);
}

/**
 * Where a pino logger writes (issue 19): undefined (pino's default, JSON lines on stdout) unless the entries are to
 * be read by a person, then one line each: time, level, the app, the class, the message.
 */
export function logDestination(format: LogFormat): DestinationStream | undefined {
  if (!isPrettyLog(format)) return undefined;
  prettyStream ??= withoutStartupNoise(
    pinoPretty({
      sync: true,
      colorize: process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,service,app,context,req,res,responseTime,requestId,method,url,status',
      messageFormat: '{if service}{service} {end}{if app}{app} {end}{if context}[{context}] {end}{msg}',
      singleLine: true,
    }),
  );
  return prettyStream;
}

/** Nest's lines about each module and route it set up: hundreds at every start, of no use to a person. */
const STARTUP_NOISE = /"context":"(InstanceLoader|RoutesResolver|RouterExplorer)"/;

function withoutStartupNoise(stream: DestinationStream): DestinationStream {
  return { write: (line: string) => (STARTUP_NOISE.test(line) ? undefined : stream.write(line)) };
}
