#!/usr/bin/env bash
# End-to-end test of the explorer in a real terminal (tmux): load an
# example, type a query, check the highlighted matches and the count, open
# a resource's details, evaluate an attribute access, add a statement,
# quit, and check the terminal is back to normal.
# Usage: tests/e2e/explore.sh [path/to/spaceship]   (needs tmux)
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
# The transcripts are Puppet 7.23's.
export SPACESHIP_PUPPET_VERSION=7
bin=${1:-$here/target/release/spaceship}
session="spaceship-e2e-$$"
fail() { echo "e2e explore: FAILED: $*"; tmux capture-pane -p -t "$session" || true; tmux kill-session -t "$session" 2>/dev/null || true; exit 1; }
screen() { tmux capture-pane -p -t "$session"; }
wait_for() {
  for _ in $(seq 1 50); do screen | grep -qF -- "$1" && return 0; sleep 0.1; done
  fail "did not see: $1"
}
cd "$here"
tmux new-session -d -s "$session" -x 100 -y 30 "echo BEFORE-EXPLORER; $bin explore --node test examples/collectors.pp examples/references.pp; echo EXPLORER-EXITED-\$?; sleep 30"
wait_for "10 resources"
wait_for "User[ana]"

# A query previews matches live: two packages carry the tag.
tmux send-keys -t "$session" '/'
tmux send-keys -t "$session" -l "Package <| tag == 'custom' |>"
wait_for "2 match"
[ "$(screen | grep -c '»Package\[')" = 2 ] || fail "two highlighted Package rows expected"

# Enter jumps to the first match; Tab shows its details.
tmux send-keys -t "$session" Enter
tmux send-keys -t "$session" Tab
wait_for "declared at examples/collectors.pp:10"

# Attribute access on the evaluation line.
tmux send-keys -t "$session" Tab '='
tmux send-keys -t "$session" -l "File['/etc/first.conf']['mode']"
tmux send-keys -t "$session" Enter
wait_for "File['/etc/first.conf']['mode'] => '0644'"

# A statement compiles into the session and the list updates.
tmux send-keys -t "$session" ':'
tmux send-keys -t "$session" -l "notify { 'from-e2e': }"
tmux send-keys -t "$session" Enter
wait_for "11 resources"
wait_for "Notify[from-e2e]"

# The filter narrows the list as it is typed; Esc brings everything back.
tmux send-keys -t "$session" 'f'
tmux send-keys -t "$session" -l "type:package"
wait_for "2 of 12 listed"
tmux send-keys -t "$session" Enter
wait_for "filter: type:package"
screen | grep -qF "User[luke]" && fail "the filter left User[luke] in the list"
tmux send-keys -t "$session" Escape
wait_for "11 resources ·"

# A long error: its first line on the message line, the whole in a popup.
tmux send-keys -t "$session" '='
tmux send-keys -t "$session" -l "File['/nope']['mode']"
tmux send-keys -t "$session" Enter
wait_for "Resource not found: File['/nope']"
tmux send-keys -t "$session" 'e'
wait_for "Error (any key closes)"
tmux send-keys -t "$session" 'x'
wait_for "f filter"

# Shrinking and growing back: the list fills the window again.
tmux send-keys -t "$session" 'G'
tmux resize-window -t "$session" -x 60 -y 15
sleep 0.5
tmux resize-window -t "$session" -x 100 -y 30
wait_for "Stage[main]"
wait_for "Notify[from-e2e]"

# Quit: the explorer's screen is gone and the shell's output is back.
tmux send-keys -t "$session" q
wait_for "EXPLORER-EXITED-0"
screen | grep -qF "BEFORE-EXPLORER" || fail "terminal not restored (main screen missing)"
screen | grep -qF "Resources" && fail "explorer screen still visible after quitting"
tmux kill-session -t "$session"

# A directory loads as one program: a.pp includes a class b.pp defines.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf 'include foo\n' > "$dir/a.pp"
printf "class foo { notify { 'from foo': } }\n" > "$dir/b.pp"
tmux new-session -d -s "$session" -x 100 -y 30 "$bin explore --node test $dir; sleep 30"
wait_for "Notify[from foo]"
wait_for "Class[Foo]"
tmux send-keys -t "$session" q
tmux kill-session -t "$session"

# A directory that fails to load still opens, the error on the message
# line and whole with `e`.
printf "class foo { notify { 'from foo':\n" > "$dir/b.pp"
tmux new-session -d -s "$session" -x 100 -y 30 "$bin explore --node test $dir; sleep 30"
wait_for "b.pp:2:1: Syntax error"
tmux send-keys -t "$session" 'e'
wait_for "Error (any key closes)"
tmux send-keys -t "$session" x q
tmux kill-session -t "$session"
echo "e2e explore: ok"
