#!/usr/bin/env node
// @ts-check
// Run a command and hold it to a budget of CPU time, not wall time: the user and system time of the
// command and every process it waited for (vitest's workers, the CLIs they start), read from
// /proc/self/stat's cutime and cstime once it has ended. A busy machine stretches the wall time
// of a run, not its CPU time, so the budget's verdict does not depend on the load. Prints one line
// on stderr: `cpu-budget: <label>: 123.4 s CPU (user 110.2 + sys 13.2) of 600 s; 301.0 s wall`.
// Exits with the command's status, or 1 when it passed but went over the budget.
// Usage: node bench/cpu-budget.mjs --seconds N [--label NAME] -- command args…
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { benchArgs } from './lib/args.mjs';

// Everything after `--` is the command (util.parseArgs gives it as positionals).
const { values: opts, positionals: command } = benchArgs('Usage: node bench/cpu-budget.mjs --seconds N [--label NAME] -- command args…', {
  seconds: { type: 'string' },
  label: { type: 'string' },
});
const budget = Number(opts.seconds);
if (!command.length || !(budget > 0)) {
  process.stderr.write('Usage: node bench/cpu-budget.mjs --seconds N [--label NAME] -- command args…\n');
  process.exit(2);
}

/** CPU seconds (user, system) of this process's waited-for children: fields 16 and 17 of
 *  /proc/self/stat, in clock ticks (100 a second on Linux). */
function childCpu() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so cutime (16) and cstime (17) sit at 13 and 14 here.
  return { user: Number(fields[13]) / 100, system: Number(fields[14]) / 100 };
}

const before = childCpu();
const start = process.hrtime.bigint();
const r = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
const wall = Number(process.hrtime.bigint() - start) / 1e9;
const after = childCpu();
const user = after.user - before.user;
const system = after.system - before.system;
const cpu = user + system;
const label = opts.label ?? command.join(' ');
const over = cpu > budget;
process.stderr.write(`cpu-budget: ${label}: ${cpu.toFixed(1)} s CPU (user ${user.toFixed(1)} + sys ${system.toFixed(1)}) of ${budget} s${over ? ': OVER BUDGET' : ''}; ${wall.toFixed(1)} s wall\n`);
if (r.error) {
  process.stderr.write(`cpu-budget: cannot run ${command[0]}: ${r.error.message}\n`);
  process.exit(1);
}
process.exit(r.status !== 0 ? (r.status ?? 1) : over ? 1 : 0);
