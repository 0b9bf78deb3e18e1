#!/usr/bin/env bash
# npm run test:slurm: contrib/slurm/cedst.sbatch on a real Slurm cluster.
#
# Uses the cluster this machine already runs (`scontrol ping` answers), or else starts a
# single-node one for the test: a munge key and munged, slurmctld and slurmd, all with their
# config, sockets, state and logs in a temporary directory and on ports of their own, and stops
# them at the end. Then:
#   1. generates WARC.gz files and a single-process reference run over them;
#   2. submits an array of 3 tasks, waits, and checks the 3 parts concatenated equal the reference
#      byte for byte and each manifest's sha256 matches its part;
#   3. kills task 1 mid-run (its part half written), requeues it, waits, and checks the result is
#      still exact and parts 0 and 2 were not rewritten.
# Without slurm-wlm and munge installed it prints one line and passes, unless CI=true.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD

say() { echo "test:slurm: $*"; }
fail() { echo "test:slurm: FAILED: $*" >&2; exit 1; }

missing=()
for cmd in sbatch squeue scontrol slurmctld slurmd munged; do command -v "$cmd" >/dev/null || missing+=("$cmd"); done
if [ ${#missing[@]} -gt 0 ]; then
  [ "${CI:-}" = true ] && fail "slurm is required in CI, but ${missing[*]} not found (apt-get install slurm-wlm munge)"
  say "skipped: slurm is not installed here (${missing[*]} missing; apt-get install slurm-wlm munge)"
  exit 0
fi
[ -f dist/cli/main.js ] || npm run build >/dev/null

tmp=$(mktemp -d /tmp/cedst-slurm-test.XXXXXX)
chmod 755 "$tmp"
started=""
daemons=()
job=""
cleanup() {
  local status=$?
  if [ -n "$job" ]; then
    scancel "$job" 2>/dev/null || true
    for _ in $(seq 40); do [ -z "$(squeue -h -j "$job" -o %i 2>/dev/null)" ] && break; sleep 0.5; done
  fi
  if [ -n "$started" ]; then
    scontrol shutdown >/dev/null 2>&1 || true
    # The daemons this script started, by their process ids: TERM, then KILL after 10 s.
    for pid in "${daemons[@]}"; do
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
      kill -KILL "$pid" 2>/dev/null || true
    done
    munged --stop --socket="$tmp/munge/munge.sock" >/dev/null 2>&1 || true
  fi
  if [ "$status" -ne 0 ] && [ -n "$started" ]; then
    echo "--- slurmctld log (tail)" >&2; tail -n 20 "$tmp/log/slurmctld.log" >&2 2>/dev/null || true
    echo "--- slurmd log (tail)" >&2; tail -n 20 "$tmp/log/slurmd.log" >&2 2>/dev/null || true
    echo "--- task logs" >&2; tail -n 5 "$tmp"/task-*.log >&2 2>/dev/null || true
  fi
  rm -rf "$tmp"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

start_cluster() {
  mkdir -p "$tmp/munge" "$tmp/spool/ctld" "$tmp/spool/d" "$tmp/log"
  chmod 700 "$tmp/munge"
  head -c 1024 /dev/urandom >"$tmp/munge/munge.key"
  chmod 400 "$tmp/munge/munge.key"
  munged --force --key-file="$tmp/munge/munge.key" --socket="$tmp/munge/munge.sock" \
    --pid-file="$tmp/munge/munged.pid" --log-file="$tmp/munge/munged.log" --seed-file="$tmp/munge/munged.seed"
  started=yes
  local ctld_port
  ctld_port=$((17000 + ($$ % 500) * 2))
  while ! port_free "$ctld_port" || ! port_free $((ctld_port + 1)); do ctld_port=$((ctld_port + 2)); done
  local mem
  mem=$(awk '/MemTotal/ { print int($2 / 1024 / 2) }' /proc/meminfo)
  cat >"$tmp/slurm.conf" <<EOF
ClusterName=cedsttest
SlurmctldHost=localhost
SlurmctldPort=$ctld_port
SlurmdPort=$((ctld_port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$tmp/munge/munge.sock,cred_expire=30
CredType=cred/munge
StateSaveLocation=$tmp/spool/ctld
SlurmdSpoolDir=$tmp/spool/d
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
SwitchType=switch/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
ReturnToService=2
JobRequeue=1
KillWait=5
MinJobAge=3600
InactiveLimit=0
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=$mem State=UNKNOWN
PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
  export SLURM_CONF=$tmp/slurm.conf
  slurmctld -f "$SLURM_CONF"
  slurmd -f "$SLURM_CONF" -N localhost
  for _ in $(seq 20); do [ -s "$tmp/slurmctld.pid" ] && [ -s "$tmp/slurmd.pid" ] && break; sleep 0.25; done
  daemons=("$(cat "$tmp/slurmctld.pid")" "$(cat "$tmp/slurmd.pid")")
  for _ in $(seq 60); do
    sinfo -h -o '%t' 2>/dev/null | grep -qE '^(idle|mix|alloc)' && return 0
    sleep 0.5
  done
  fail "the single-node cluster did not come up"
}

if scontrol ping >/dev/null 2>&1; then
  say "using the running Slurm cluster"
else
  start_cluster
  say "started a single-node cluster (munged, slurmctld, slurmd; config in a temporary directory)"
fi

# 6 WARC.gz files of 600 pages: 2 files per task, several seconds of work each.
node test/slurm/make-warcs.mjs "$tmp/warc" 6 600
ls "$tmp"/warc/*.warc.gz >"$tmp/inputs.txt"
export CEDST="$(command -v node) $root/bin/cedst.js"
$CEDST batch --input-list "$tmp/inputs.txt" --workers 2 >"$tmp/reference.jsonl" 2>"$tmp/reference.log"
say "reference: $(tail -n 1 "$tmp/reference.log")"

# Waits until no task of the job is pending, running or completing (at most $1 seconds).
wait_job() {
  for _ in $(seq $(($1 * 2))); do
    [ -z "$(squeue -h -j "$job" -t PD,R,CG,CF,RQ,S -o %i 2>/dev/null)" ] && return 0
    sleep 0.5
  done
  squeue -j "$job" >&2 || true
  fail "job $job did not finish in $1 s"
}
sha() { sha256sum "$1" | cut -d' ' -f1; }
# The parts together must be the reference (shard i takes every third input file, so the lines
# are compared sorted), and each manifest must name its part's sha256.
check_parts() {
  for i in 0 1 2; do
    [ -f "$tmp/out/part-$i-of-3.manifest.json" ] || fail "$1: part $i has no manifest (task logs: $(tail -n 2 "$tmp"/task-"$i".log 2>/dev/null))"
    node -e '
      const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      if (m.sha256 !== process.argv[2]) { console.error(`manifest sha256 ${m.sha256} is not that of the part, ${process.argv[2]}`); process.exit(1); }
    ' "$tmp/out/part-$i-of-3.manifest.json" "$(sha "$tmp/out/part-$i-of-3.jsonl")" || fail "$1: part $i"
  done
  cat "$tmp"/out/part-{0,1,2}-of-3.jsonl | LC_ALL=C sort | cmp -s - <(LC_ALL=C sort "$tmp/reference.jsonl") || fail "$1: the merged parts differ from the single-process run"
  [ -z "$(find "$tmp/out" -name '.*.tmp-*')" ] || fail "$1: a temporary file is left in the output directory"
}

submit() {
  sbatch --parsable --array=0-2 --cpus-per-task=1 --mem=1000M --chdir="$tmp" -o "$tmp/task-%a.log" \
    --export=ALL contrib/slurm/cedst.sbatch "$tmp/out/" "$tmp/inputs.txt" | cut -d';' -f1
}

# 1. An array of 3 tasks.
job=$(submit)
say "submitted array job $job (3 tasks)"
wait_job 300
check_parts "array job"
say "3 parts together = single-process run ($(wc -l <"$tmp/reference.jsonl") records, sha256 $(sha "$tmp/reference.jsonl" | cut -c1-16))"
before0=$(stat -c %i.%Y.%s "$tmp/out/part-0-of-3.jsonl")
before2=$(stat -c %i.%Y.%s "$tmp/out/part-2-of-3.jsonl")

# 2. Part 1 lost: the same array again. Tasks 0 and 2 find their parts finished and skip them;
#    task 1 is killed once it has half written its part, then requeued.
rm "$tmp/out/part-1-of-3.manifest.json" "$tmp/out/part-1-of-3.jsonl"
job=$(submit)
killed=""
for _ in $(seq 600); do
  tmpfile=$(find "$tmp/out" -name '.part-1-of-3.jsonl.tmp-*' -size +200k 2>/dev/null | head -n 1)
  if [ -n "$tmpfile" ]; then
    # SIGKILL to the process writing the part (its id follows .tmp- in the temporary name, before
    # the random suffix), as the kernel's OOM killer would end it: no chance to clean up.
    # (scancel sends SIGTERM first, on which cedst stops cleanly and drops its unfinished part.)
    killed=$(stat -c %s "$tmpfile")
    writer=${tmpfile##*.tmp-}
    kill -KILL "${writer%%-*}"
    break
  fi
  sleep 0.1
done
[ -n "$killed" ] || fail "task 1 was never seen mid-run"
wait_job 60
[ -f "$tmp/out/part-1-of-3.manifest.json" ] && fail "task 1 was killed, yet its part is marked finished"
[ -n "$(find "$tmp/out" -name '.part-1-of-3.jsonl.tmp-*')" ] || fail "the killed task left no temporary file (was it killed mid-run?)"
say "second array $job: tasks 0 and 2 skipped their finished parts; killed task 1 mid-run (its temporary part at $killed bytes, no manifest)"
grep -q 'part-0-of-3.jsonl is finished' "$tmp/task-0.log" || fail "task 0 of the second array did not skip its finished part"
scontrol requeue "${job}_1"
# A requeued job waits cred_expire (30 s above) before it starts again: until then slurmd still
# holds its first run's credential as revoked and kills a relaunch ("Job credential revoked").
wait_job 300
check_parts "after the requeue"
[ "$(stat -c %i.%Y.%s "$tmp/out/part-0-of-3.jsonl")" = "$before0" ] || fail "part 0 was rewritten by the requeued task 1"
[ "$(stat -c %i.%Y.%s "$tmp/out/part-2-of-3.jsonl")" = "$before2" ] || fail "part 2 was rewritten by the requeued task 1"
say "requeued task 1: merged parts still equal the single-process run; parts 0 and 2 untouched"
say "passed"
