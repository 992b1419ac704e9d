// A throwaway PostgreSQL cluster for the chaos test: initdb/pg_ctl from the machine's
// PostgreSQL, in a temp folder, on a free port, listening on 127.0.0.1 only, trust auth. Run
// as the `postgres` user when we are root (PostgreSQL refuses to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src-server/test/server-process.js';

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
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-chaos-pg-'));
  readonly dataDir = path.join(this.dir, 'data');
  private readonly asRoot = process.getuid?.() === 0;
  port = 0;

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
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
      'max_connections = 200',
    ];
    fs.appendFileSync(path.join(this.dataDir, 'postgresql.conf'), `\n${options.join('\n')}\n`);
  }

  start(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dir, 'log'), '-w', 'start']);
  }

  /** `pg_ctl stop -m fast`: sessions are terminated, the server shuts down cleanly. */
  stopFast(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  /** SIGKILL to the postmaster: a crash; the next start runs crash recovery. */
  killHard(): void {
    const pid = Number(
      fs.readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(pid, 'SIGKILL');
    // Its children notice the postmaster is gone and exit; wait until the port is free.
    for (let i = 0; i < 100; i++) {
      const alive = spawnSync('pgrep', ['-f', this.dataDir]).status === 0;
      if (!alive) return;
      spawnSync('sleep', ['0.1']);
    }
  }

  destroy(): void {
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // not running
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
