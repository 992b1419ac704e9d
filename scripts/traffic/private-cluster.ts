// A throwaway PostgreSQL cluster for the chaos test: initdb/pg_ctl of the newest PostgreSQL
// under /usr/lib/postgresql, in a temp folder, on a free port, listening on 127.0.0.1 only,
// trust auth. Run as the `postgres` user when we are root (PostgreSQL refuses to run as root).
// Removed (stopped, folder deleted) by cleanUp() however the run ends.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src-server/test/server-process.js';
import { onCleanup } from './cleanup.js';

export class NoPostgresError extends Error {}

function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new NoPostgresError(`PostgreSQL server binaries not found under ${base}`);
  return path.join(base, newest, 'bin');
}

export class PrivateCluster {
  readonly bin = postgresBin();
  readonly version = path.basename(path.dirname(this.bin));
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-chaos-pg-'));
  readonly dataDir = path.join(this.dir, 'data');
  private readonly asRoot = process.getuid?.() === 0;
  port = 0;

  constructor() {
    onCleanup({ what: 'the private PostgreSQL cluster', run: () => this.destroy() });
  }

  /** The `postgres` database as the `postgres` superuser. */
  get url(): string {
    return this.urlOf('postgres');
  }

  urlOf(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private run(tool: string, args: string[]): string {
    const command = path.join(this.bin, tool);
    const [file, fileArgs] = this.asRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    return execFileSync(file, fileArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  }

  async init(): Promise<void> {
    if (this.asRoot) execFileSync('chown', ['-R', 'postgres:postgres', this.dir]);
    this.port = await freePort();
    this.run('initdb', ['-D', this.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const options = [
      `port = ${this.port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${this.dir}'`,
      'max_connections = 100',
    ];
    fs.appendFileSync(path.join(this.dataDir, 'postgresql.conf'), `\n${options.join('\n')}\n`);
  }

  /** `pg_ctl start -w`: returns once the server accepts connections (after crash recovery). */
  start(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dir, 'log'), '-w', 'start']);
  }

  /** `pg_ctl stop -m fast`: sessions are terminated, the server shuts down cleanly. */
  stopFast(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  private postmasterPid(): number | undefined {
    try {
      const pidFile = fs.readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8');
      return Number(pidFile.split('\n')[0]) || undefined;
    } catch {
      return undefined;
    }
  }

  /** SIGKILL to the postmaster: a crash; the next start runs crash recovery. */
  killHard(): void {
    const pid = this.postmasterPid();
    if (!pid) throw new Error('no postmaster.pid: the cluster is not running');
    const children = (spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout || '')
      .split('\n')
      .filter(Boolean)
      .map(Number);
    process.kill(pid, 'SIGKILL');
    // Its backends notice the postmaster is gone and exit; a new postmaster refuses to start
    // while they still hold the shared memory, so wait (up to 10 s) until they have gone.
    const alive = (p: number) => {
      try {
        // A zombie (exited, not yet reaped by init) counts as gone.
        return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${p}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 100 && [pid, ...children].some(alive); i++) spawnSync('sleep', ['0.1']);
  }

  /** The last lines of the server's log, for a failure report. */
  logTail(lines = 20): string {
    try {
      return fs
        .readFileSync(path.join(this.dir, 'log'), 'utf8')
        .split('\n')
        .slice(-lines)
        .join('\n');
    } catch {
      return '';
    }
  }

  destroy(): void {
    if (!fs.existsSync(this.dir)) return;
    if (this.postmasterPid()) {
      try {
        this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running
      }
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
