import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { colorFor, formatPrefixed } from './log-line.ts';

export interface ProcessSpec {
  name: string;
  cwd: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  healthUrl: string;
}

interface Running {
  spec: ProcessSpec;
  child: ChildProcess;
  lastLines: string[];
  exited: Promise<void>;
}

const KEEP_LINES = 25;

/**
 * Runs the apps as children in the runner's own process group (so a group kill, e.g. by Playwright or a
 * closed terminal, takes them all down), prefixes their logs, and stops them SIGTERM-then-SIGKILL.
 */
export class Supervisor {
  readonly running = new Map<string, Running>();
  private stopping = false;
  private readonly tty = Boolean(process.stdout.isTTY);
  onUnexpectedExit: (name: string, code: number | null, signal: string | null) => void = () => {};

  /** `echo: false` keeps the apps' lines to lastLines() only (tests that print them when they fail). */
  private readonly echo: boolean;
  /** Lines to print, written together once per turn of the event loop: one write for many requests' lines. */
  private printing: string[] = [];
  constructor(options: { echo?: boolean } = {}) {
    this.echo = options.echo !== false;
  }

  start(spec: ProcessSpec): void {
    if (this.stopping) return;
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const color = colorFor(this.running.size);
    const entry: Running = {
      spec,
      child,
      lastLines: [],
      exited: new Promise((resolve) => child.once('close', () => resolve())),
    };
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        entry.lastLines.push(line);
        if (entry.lastLines.length > KEEP_LINES) entry.lastLines.shift();
        if (this.echo) this.print(formatPrefixed(spec.name, line, color, this.tty));
      });
    }
    child.once('error', (error) => {
      entry.lastLines.push(`failed to start: ${error.message}`);
    });
    child.once('exit', (code, signal) => {
      if (!this.stopping) this.onUnexpectedExit(spec.name, code, signal);
    });
    this.running.set(spec.name, entry);
  }

  private print(line: string): void {
    if (this.printing.length === 0)
      setImmediate(() => {
        process.stdout.write(`${this.printing.join('\n')}\n`);
        this.printing = [];
      });
    this.printing.push(line);
  }

  isAlive(name: string): boolean {
    const child = this.running.get(name)?.child;
    return Boolean(child && child.exitCode === null && child.signalCode === null);
  }

  lastLines(name: string): string[] {
    return this.running.get(name)?.lastLines ?? [];
  }

  /**
   * SIGTERM, SIGKILL to whoever still runs after the timeout. The entry point (last started) goes first,
   * so no request reaches a service that is already gone.
   */
  async stopAll(timeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    const entries = [...this.running.values()];
    const gatewayFirst = entries.at(-1)?.spec.name === 'gateway';
    if (gatewayFirst) await this.stopGroup(entries.slice(-1), timeoutMs);
    await this.stopGroup(gatewayFirst ? entries.slice(0, -1) : entries, timeoutMs);
  }

  private async stopGroup(entries: Running[], timeoutMs: number): Promise<void> {
    const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
    for (const { child } of entries) if (alive(child)) child.kill('SIGTERM');
    const all = Promise.all(entries.map((e) => e.exited));
    const timedOut = await Promise.race([all.then(() => false), sleep(timeoutMs).then(() => true)]);
    if (!timedOut) return;
    for (const { spec, child } of entries) {
      if (!alive(child)) continue;
      process.stdout.write(`[runner] ${spec.name} did not stop in ${timeoutMs / 1000} s: SIGKILL\n`);
      child.kill('SIGKILL');
    }
    await all;
  }
}
