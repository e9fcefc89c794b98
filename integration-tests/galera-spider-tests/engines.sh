#!/usr/bin/env bash
# Starts and stops the engines that galera-spider-tests runs on: a 3-node MariaDB Galera cluster
# and a Spider head with 3 backends, as plain mariadbd processes on loopback, on ports of their own.
#
#   engines.sh install          install what is missing (galera-4; Spider's ha_spider.so extracted
#                               from mariadb-plugin-spider, never installed: the package's trigger
#                               would restart the system MariaDB)
#   engines.sh check            print "galera: ok|missing (...)" and "spider: ok|missing (...)";
#                               exit 0 when both are there, 1 otherwise
#   engines.sh galera-start     start (or restart) the cluster: SQL 24101-24103, gcomm 24111-24113,
#                               IST 24121-24123, SST 24131-24133
#   engines.sh galera-kill N    SIGKILL node N (1-3)
#   engines.sh galera-rejoin N  recover node N's position (--wsrep-recover) and restart it from it,
#                               so that it catches up by IST instead of a full SST
#   engines.sh galera-stop      stop the cluster
#   engines.sh spider-start     start the Spider head (24201) and backends (24202-24204)
#   engines.sh spider-stop      stop them
#
# Datadirs, logs and pid files live under $ENGINES_DIR (default: this module's target/engines).
# Every server is watched by a loop that SIGKILLs it when the process named by $ENGINES_OWNER_PID
# (default: this script's caller) is gone, so a killed build leaves no mariadbd behind; every start
# also kills what an earlier run's pid files name. The shared servers on 3306 and 5432 are never
# touched.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
ENGINES_DIR="${ENGINES_DIR:-$HERE/target/engines}"
OWNER_PID="${ENGINES_OWNER_PID:-$PPID}"
GALERA_LIB="${GALERA_LIB:-/usr/lib/galera/libgalera_smm.so}"
# Extracted from the .deb; the cache outlives `mvn clean`.
SPIDER_CACHE="${SPIDER_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/objectidkey/spider}"
SPIDER_PLUGIN_DIR="$SPIDER_CACHE/usr/lib/mysql/plugin"
MARIADBD="${MARIADBD:-/usr/sbin/mariadbd}"
# Galera's SST/IST script starts an rsync daemon as the server's user; run as root, that daemon
# writes as nobody and fails. So as root the Galera nodes run as mysql (Spider's as root: its
# plugin lives in root's cache).
if [ "$(id -u)" = 0 ] && id mysql >/dev/null 2>&1; then GALERA_USER=mysql; else GALERA_USER="$(id -un)"; fi

galera_sql_port() { echo $((24100 + $1)); }
galera_gcomm_port() { echo $((24110 + $1)); }
galera_ist_port() { echo $((24120 + $1)); }
galera_sst_port() { echo $((24130 + $1)); }
spider_port() { echo $((24200 + $1)); } # 1 = head, 2-4 = backends

die() {
  echo "engines.sh: $*" >&2
  exit 1
}

galera_missing() {
  [ -x "$MARIADBD" ] || { echo "no $MARIADBD (apt-get install mariadb-server)"; return; }
  [ -f "$GALERA_LIB" ] || { echo "no $GALERA_LIB (apt-get install galera-4)"; return; }
  command -v rsync >/dev/null || { echo "no rsync for the SST (apt-get install rsync)"; return; }
  command -v mariadb-install-db >/dev/null || { echo "no mariadb-install-db (apt-get install mariadb-server)"; return; }
}

spider_missing() {
  [ -x "$MARIADBD" ] || { echo "no $MARIADBD (apt-get install mariadb-server)"; return; }
  [ -f "$SPIDER_PLUGIN_DIR/ha_spider.so" ] || { echo "no $SPIDER_PLUGIN_DIR/ha_spider.so (run engines.sh install)"; return; }
}

cmd_install() {
  if [ -n "$(galera_missing)" ]; then
    echo "installing galera-4 and rsync"
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q galera-4 rsync
  fi
  if [ ! -f "$SPIDER_PLUGIN_DIR/ha_spider.so" ]; then
    # The plugin must match the server's build exactly: take the package of the installed version.
    local version
    version="$(dpkg-query -W -f='${Version}' mariadb-server-core 2>/dev/null || true)"
    [ -n "$version" ] || die "mariadb-server-core is not installed; apt-get install mariadb-server"
    echo "extracting ha_spider.so from mariadb-plugin-spider=$version into $SPIDER_CACHE"
    local tmp
    tmp="$(mktemp -d)"
    (cd "$tmp" && apt-get download -q "mariadb-plugin-spider=$version" 2>/dev/null) ||
      { apt-get update -q && (cd "$tmp" && apt-get download -q "mariadb-plugin-spider=$version"); }
    mkdir -p "$SPIDER_CACHE"
    dpkg -x "$tmp"/mariadb-plugin-spider_*.deb "$SPIDER_CACHE"
    rm -rf "$tmp"
  fi
  cmd_check
}

cmd_check() {
  local g s status=0
  g="$(galera_missing)"
  s="$(spider_missing)"
  if [ -z "$g" ]; then echo "galera: ok"; else echo "galera: missing ($g)"; status=1; fi
  if [ -z "$s" ]; then echo "spider: ok"; else echo "spider: missing ($s)"; status=1; fi
  return $status
}

# Kills the server a pid file names, if it is still ours (its command line names the datadir).
kill_pidfile() {
  local pidfile="$1" datadir="$2" pid
  [ -f "$pidfile" ] || return 0
  pid="$(cat "$pidfile")"
  if [ -n "$pid" ] && tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline" | grep -q -- "--datadir=$datadir"; then
    kill -9 "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -f "$pidfile"
}

# Stops a server cleanly (SIGTERM, then SIGKILL after 30 s).
stop_pidfile() {
  local pidfile="$1" datadir="$2" pid
  [ -f "$pidfile" ] || return 0
  pid="$(cat "$pidfile")"
  if [ -n "$pid" ] && tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline" | grep -q -- "--datadir=$datadir"; then
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  kill_pidfile "$pidfile" "$datadir"
}

# Starts mariadbd in the background with a watchdog; writes its pid to $dir/mariadbd.pid.
launch() {
  local dir="$1" user="$2"
  shift 2
  "$MARIADBD" --no-defaults --user="$user" --datadir="$dir/data" --socket="$dir/mysqld.sock" \
    --pid-file="$dir/mysqld.pid" --log-error="$dir/error.log" "$@" </dev/null >>"$dir/stdout.log" 2>&1 &
  local pid=$!
  echo "$pid" >"$dir/mariadbd.pid"
  # The watchdog: gone with its server, or SIGKILLs it once the owner is gone.
  (
    trap '' HUP
    while kill -0 "$pid" 2>/dev/null; do
      if ! kill -0 "$OWNER_PID" 2>/dev/null; then
        kill -9 "$pid" 2>/dev/null
        break
      fi
      sleep 1
    done
  ) </dev/null >/dev/null 2>&1 &
  disown -a
}

wait_sql() {
  local port="$1" dir="$2" pid
  pid="$(cat "$dir/mariadbd.pid")"
  for _ in $(seq 1 600); do
    if mariadb -h127.0.0.1 -P"$port" -uroot -e 'select 1' >/dev/null 2>&1; then return 0; fi
    kill -0 "$pid" 2>/dev/null || { tail -30 "$dir/error.log" >&2; die "the server of $dir exited"; }
    sleep 0.2
  done
  tail -30 "$dir/error.log" >&2
  die "no answer on 127.0.0.1:$port after 120 s"
}

# Makes a fresh datadir whose root connects from 127.0.0.1 without a password.
init_datadir() {
  local dir="$1" user="$2"
  rm -rf "$dir"
  mkdir -p "$dir"
  chown "$user" "$dir"
  mariadb-install-db --no-defaults --user="$user" --datadir="$dir/data" --auth-root-authentication-method=normal \
    --skip-test-db >"$dir/install.log" 2>&1 || { cat "$dir/install.log" >&2; die "mariadb-install-db failed for $dir"; }
}

galera_dir() { echo "$ENGINES_DIR/galera/n$1"; }

galera_args() {
  local n="$1"
  echo --bind-address=127.0.0.1 --port="$(galera_sql_port "$n")" \
    --innodb-buffer-pool-size=64M --innodb-log-file-size=16M --skip-log-bin --performance-schema=OFF \
    --binlog-format=ROW --innodb-autoinc-lock-mode=2 --default-storage-engine=InnoDB \
    --max-connections=200 \
    --wsrep-on=ON --wsrep-provider="$GALERA_LIB" --wsrep-cluster-name=objectidkey \
    --wsrep-cluster-address=gcomm://127.0.0.1:24111,127.0.0.1:24112,127.0.0.1:24113 \
    --wsrep-node-name="n$n" --wsrep-node-address="127.0.0.1:$(galera_gcomm_port "$n")" \
    --wsrep-node-incoming-address="127.0.0.1:$(galera_sql_port "$n")" \
    --wsrep-sst-method=rsync --wsrep-sst-receive-address="127.0.0.1:$(galera_sst_port "$n")" \
    "--wsrep-provider-options=gmcast.listen_addr=tcp://127.0.0.1:$(galera_gcomm_port "$n");ist.recv_addr=127.0.0.1:$(galera_ist_port "$n");gcache.size=128M;pc.wait_prim_timeout=PT30S"
}

galera_wait_synced() {
  local n="$1"
  for _ in $(seq 1 600); do
    local state
    state="$(mariadb -h127.0.0.1 -P"$(galera_sql_port "$n")" -uroot -N -e "show status like 'wsrep_local_state_comment'" 2>/dev/null | cut -f2 || true)"
    [ "$state" = "Synced" ] && return 0
    sleep 0.2
  done
  die "node $n is not Synced after 120 s (see $(galera_dir "$n")/error.log)"
}

cmd_galera_stop() {
  for n in 3 2 1; do
    stop_pidfile "$(galera_dir "$n")/mariadbd.pid" "$(galera_dir "$n")/data"
  done
}

cmd_galera_start() {
  [ -z "$(galera_missing)" ] || die "galera is missing: $(galera_missing)"
  for n in 1 2 3; do kill_pidfile "$(galera_dir "$n")/mariadbd.pid" "$(galera_dir "$n")/data"; done
  # Node 1 founds the cluster and stops cleanly; nodes 2 and 3 start from copies of its datadir,
  # so they join at the same position by an empty IST. (An rsync SST cannot run as root here: the
  # rsync daemon the joiner starts writes as nobody.)
  init_datadir "$(galera_dir 1)" "$GALERA_USER"
  # shellcheck disable=SC2046
  launch "$(galera_dir 1)" "$GALERA_USER" $(galera_args 1) --wsrep-new-cluster
  wait_sql "$(galera_sql_port 1)" "$(galera_dir 1)"
  galera_wait_synced 1
  mariadb -h127.0.0.1 -P"$(galera_sql_port 1)" -uroot -e 'create database if not exists test'
  stop_pidfile "$(galera_dir 1)/mariadbd.pid" "$(galera_dir 1)/data"
  grep -q '^safe_to_bootstrap: 1' "$(galera_dir 1)/data/grastate.dat" ||
    die "node 1 did not stop cleanly (see $(galera_dir 1)/error.log)"
  for n in 2 3; do
    rm -rf "$(galera_dir "$n")"
    mkdir -p "$(galera_dir "$n")"
    rsync -a --exclude galera.cache --exclude gvwstate.dat "$(galera_dir 1)/data/" "$(galera_dir "$n")/data/"
    chown -R "$GALERA_USER" "$(galera_dir "$n")"
    sed -i 's/^safe_to_bootstrap: 1/safe_to_bootstrap: 0/' "$(galera_dir "$n")/data/grastate.dat"
  done
  # shellcheck disable=SC2046
  launch "$(galera_dir 1)" "$GALERA_USER" $(galera_args 1) --wsrep-new-cluster
  wait_sql "$(galera_sql_port 1)" "$(galera_dir 1)"
  galera_wait_synced 1
  for n in 2 3; do
    # shellcheck disable=SC2046
    launch "$(galera_dir "$n")" "$GALERA_USER" $(galera_args "$n")
  done
  for n in 2 3; do
    wait_sql "$(galera_sql_port "$n")" "$(galera_dir "$n")"
    galera_wait_synced "$n"
  done
  echo "galera: 3 nodes Synced on 127.0.0.1:24101-24103"
}

cmd_galera_kill() {
  local n="${1:?node number}" dir pid
  dir="$(galera_dir "$n")"
  pid="$(cat "$dir/mariadbd.pid")"
  kill -9 "$pid"
  for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  echo "galera: node $n (pid $pid) killed"
}

cmd_galera_rejoin() {
  local n="${1:?node number}" dir position
  dir="$(galera_dir "$n")"
  kill_pidfile "$dir/mariadbd.pid" "$dir/data"
  # shellcheck disable=SC2046
  "$MARIADBD" --no-defaults --user="$GALERA_USER" --datadir="$dir/data" --socket="$dir/recover.sock" \
    --log-error="$dir/recover.log" $(galera_args "$n") --wsrep-recover >/dev/null 2>&1 ||
    die "--wsrep-recover failed for node $n (see $dir/recover.log)"
  position="$(grep -o 'WSREP: Recovered position: [^ ]*' "$dir/recover.log" | tail -1 | awk '{print $4}')"
  [ -n "$position" ] || die "no recovered position for node $n in $dir/recover.log"
  echo "galera: node $n recovered position $position"
  local before
  before="$(wc -l <"$dir/error.log")"
  # shellcheck disable=SC2046
  launch "$dir" "$GALERA_USER" $(galera_args "$n") --wsrep-start-position="$position"
  wait_sql "$(galera_sql_port "$n")" "$dir"
  galera_wait_synced "$n"
  # The rsync script logs "rsync IST completed on joiner" when the donor only bypassed the dump.
  if tail -n +"$((before + 1))" "$dir/error.log" | grep -q 'IST completed on joiner'; then
    echo "galera: node $n Synced, rejoined by IST"
  else
    echo "galera: node $n Synced, rejoined by SST"
  fi
}

spider_dir() { echo "$ENGINES_DIR/spider/s$1"; }

cmd_spider_stop() {
  for n in 1 2 3 4; do
    stop_pidfile "$(spider_dir "$n")/mariadbd.pid" "$(spider_dir "$n")/data"
  done
}

cmd_spider_start() {
  [ -z "$(spider_missing)" ] || die "spider is missing: $(spider_missing)"
  for n in 1 2 3 4; do kill_pidfile "$(spider_dir "$n")/mariadbd.pid" "$(spider_dir "$n")/data"; done
  init_datadir "$(spider_dir 1)" root
  for n in 2 3 4; do
    rm -rf "$(spider_dir "$n")"
    mkdir -p "$(spider_dir "$n")"
    cp -a "$(spider_dir 1)/data" "$(spider_dir "$n")/data"
  done
  local common=(--bind-address=127.0.0.1 --innodb-buffer-pool-size=32M --innodb-log-file-size=16M
    --skip-log-bin --performance-schema=OFF --max-connections=200)
  for n in 2 3 4; do
    launch "$(spider_dir "$n")" root "${common[@]}" --port="$(spider_port "$n")"
  done
  launch "$(spider_dir 1)" root "${common[@]}" --port="$(spider_port 1)" \
    --plugin-dir="$SPIDER_PLUGIN_DIR" --plugin-load-add=ha_spider.so
  for n in 1 2 3 4; do
    wait_sql "$(spider_port "$n")" "$(spider_dir "$n")"
    mariadb -h127.0.0.1 -P"$(spider_port "$n")" -uroot -e 'create database if not exists test'
  done
  for n in 2 3 4; do
    mariadb -h127.0.0.1 -P"$(spider_port 1)" -uroot -e \
      "create or replace server backend$((n - 1)) foreign data wrapper mysql options (host '127.0.0.1', port $(spider_port "$n"), user 'root', password '', database 'test')"
  done
  echo "spider: head on 127.0.0.1:24201, backends backend1-3 on 24202-24204"
}

case "${1:-}" in
  install) cmd_install ;;
  check) cmd_check ;;
  galera-start) cmd_galera_start ;;
  galera-kill) cmd_galera_kill "${2:-}" ;;
  galera-rejoin) cmd_galera_rejoin "${2:-}" ;;
  galera-stop) cmd_galera_stop ;;
  spider-start) cmd_spider_start ;;
  spider-stop) cmd_spider_stop ;;
  *) die "usage: engines.sh install|check|galera-start|galera-kill N|galera-rejoin N|galera-stop|spider-start|spider-stop" ;;
esac
