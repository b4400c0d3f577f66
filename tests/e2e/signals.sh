#!/usr/bin/env bash
# End-to-end test of signals in a real terminal (tmux): Ctrl-C stops a
# runaway input in the REPL and in the explorer, which then go on; SIGTERM,
# SIGHUP and SIGINT to the explorer, and SIGTERM to the REPL at its
# prompt, end the program with the terminal restored (cooked mode, main
# screen, cursor shown, no mouse capture).
# Usage: tests/e2e/signals.sh [path/to/spaceship]   (needs tmux)
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
# The transcripts are Puppet 7.23's.
export SPACESHIP_PUPPET_VERSION=7
bin=${1:-$here/target/release/spaceship}
session="spaceship-signals-$$"
fail() { echo "e2e signals: FAILED: $*"; tmux capture-pane -p -t "$session" || true; tmux kill-session -t "$session" 2>/dev/null || true; exit 1; }
screen() { tmux capture-pane -p -t "$session"; }
wait_for() {
  for _ in $(seq 1 100); do screen | grep -qF -- "$1" && return 0; sleep 0.1; done
  fail "did not see: $1"
}
start() {
  tmux new-session -d -s "$session" -x 100 -y 30 \
    "echo BEFORE; $1; echo EXITED-\$?; stty -a | grep -o -- '-\\?icanon' | sed 's/^/MODE:/'; sleep 30"
}
# The program's pid: the only child of the pane's shell.
program() { pgrep -P "$(tmux display -p -t "$session" '#{pane_pid}')" | head -1; }
restored() {
  wait_for "EXITED-$1"
  wait_for "MODE:"
  screen | grep -qF "MODE:icanon" || fail "terminal left in raw mode"
  screen | grep -qF "BEFORE" || fail "main screen not restored"
  flags=$(tmux display -p -t "$session" '#{alternate_on} #{cursor_flag} #{mouse_any_flag}')
  [ "$flags" = "0 1 0" ] || fail "alternate screen, cursor, mouse: $flags (want 0 1 0)"
  tmux kill-session -t "$session"
}
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT
cd "$here"
explore="$bin explore --node test examples/collectors.pp"
repl="$bin --node test"

# Ctrl-C in the REPL stops the input; the session goes on.
start "$repl"
wait_for "test>"
tmux send-keys -t "$session" -l '$a = 1'
tmux send-keys -t "$session" Enter
tmux send-keys -t "$session" -l 'Integer[1,2000000000].each |$x| { }'
tmux send-keys -t "$session" Enter
sleep 0.5
tmux send-keys -t "$session" C-c
wait_for "Interrupted"
tmux send-keys -t "$session" -l 'notice($a + 1)'
tmux send-keys -t "$session" Enter
wait_for "notice: 2"
# SIGTERM at the prompt (raw mode) restores the terminal.
sleep 0.3
kill -TERM "$(program)"
restored 143

# Ctrl-C in the explorer stops an evaluation; the explorer goes on.
start "$explore"
wait_for "resources"
tmux send-keys -t "$session" '='
tmux send-keys -t "$session" -l 'Integer[1,2000000000].each |$x| { }'
tmux send-keys -t "$session" Enter
sleep 0.5
tmux send-keys -t "$session" C-c
wait_for "Interrupted"
tmux send-keys -t "$session" Escape
tmux send-keys -t "$session" q
restored 0

for sig in TERM HUP INT; do
  start "$explore"
  wait_for "resources"
  kill -"$sig" "$(program)"
  case $sig in TERM) code=143 ;; HUP) code=129 ;; INT) code=0 ;; esac
  restored "$code"
done
echo "e2e signals: ok"
