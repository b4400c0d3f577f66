#!/usr/bin/env bash
# Issue #40's tour driven in a real terminal (tmux) over the control
# repository written for the tests (tests/environments/cases/
# control_repo_tour, facts in tests/data/repl_env/control_repo_tour.facts):
# the REPL's completion lists (`:node`, `:lookup`, `:query` attribute names
# and values, `:show Type[`, `:why`, `:load` paths), `:node` switching
# facts with Hiera's node level following, quoted titles, the inclusion
# chain, the `require` a `require profile::db` call gives its class,
# `:reload` keeping the facts directory and `--trusted-fact`; then `:tui`:
# the node picker (`N`) and the order view through classes (`o`).
# Usage: tests/e2e/tour.sh [path/to/spaceship]   (needs tmux)
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
export SPACESHIP_PUPPET_VERSION=7
bin=${1:-$here/target/release/spaceship}
session="spaceship-tour-$$"
work=$(mktemp -d)
trap 'rm -rf "$work"; tmux kill-session -t "$session" 2>/dev/null || true' EXIT
fail() { echo "e2e tour: FAILED: $*"; tmux capture-pane -p -t "$session" || true; exit 1; }
screen() { tmux capture-pane -p -t "$session"; }
wait_for() {
  for _ in $(seq 1 80); do screen | grep -qF -- "$1" && return 0; sleep 0.1; done
  fail "did not see: $1"
}
# A line showing both words (a completion list).
wait_for_line() {
  for _ in $(seq 1 80); do screen | grep -F -- "$1" | grep -qF -- "$2" && return 0; sleep 0.1; done
  fail "did not see a line with: $1 and $2"
}
keys() { tmux send-keys -t "$session" "$@"; }
typed() { tmux send-keys -t "$session" -l "$1"; }
cd "$here"
env_dir=tests/environments/cases/control_repo_tour/env
facts=tests/data/repl_env/control_repo_tour.facts
tmux new-session -d -s "$session" -x 160 -y 45 \
  "SPACESHIP_HISTORY=$work/history NO_COLOR=1 XDG_DATA_HOME=$work/data $bin --facts $facts --node web1.example.com --trusted-fact pp_role=tour $env_dir; echo REPL-EXITED-\$?; sleep 30"
wait_for "web1.example.com>"

# :node lists the facts directory's nodes; a letter completes one.
typed ":node "
keys Tab Tab
wait_for_line "db1.example.com" "web1.example.com"
typed "d"
keys Tab Enter
wait_for "node is now db1.example.com"
wait_for "db1.example.com>"

# :lookup completes Hiera keys; the node level is db1's now.
typed ":lookup profile::base::m"
keys Tab Enter
wait_for 'Found key: "profile::base::motd" value: "db1: the database"'

# :query: attribute names, then the values the catalog holds.
keys C-l
typed ":query Package <| "
keys Tab Tab
wait_for_line "ensure" "title"
typed "ens"
keys Tab
typed " == "
keys Tab
wait_for ":query Package <| ensure == 'installed'"
typed " |>"
keys Enter
wait_for "Package[postgresql]"

# :show Type[ completes the titles as :resources prints them, quotes and all.
typed ":show Exec["
keys Tab Enter
wait_for "Exec[set postfix 'relayhost'] (declared) at"
wait_for "relayhost=\\'[relay.db.example.com]:25"

# :why completes references; the chain runs from the node down.
typed ":why Class[Profile::M"
keys Tab Enter
wait_for "contain Class[Profile::Mail] at"
wait_for "modules/profile/manifests/base.pp:5"

# The require function's `require` names the call and its line.
keys C-l
typed ":show Class[Role::Db]"
keys Enter
wait_for "require => [Class[profile::db]]  # require Class[Profile::Db] at"

# :reload keeps the facts directory and the trusted facts given: the
# node's own facts and certificate extension stay.
keys C-l
typed ":reload"
keys Enter
wait_for "reloaded 1 file(s)"
typed "[\$trusted['extensions']['pp_role'], \$facts['clientcert']]"
keys Enter
wait_for "=> ['tour', 'db1.example.com']"

# :load completes paths.
keys C-l
typed ":load $env_dir/manif"
keys Tab
wait_for ":load $env_dir/manifests/"
keys C-u

# The explorer on the same session: the node picker, then the order view.
typed ":tui"
keys Enter
wait_for "db1.example.com  15 resources"
keys N
wait_for "Node (↑↓ Enter switch, Esc cancel)"
typed "web"
keys Enter
wait_for "web1.example.com  19 resources"
keys f
typed "type:service"
keys Enter o
wait_for "must come before it:"
wait_for "Class[Profile::Web::Config] (notify, via Class[Profile::Web::Service])"
wait_for "Package[nginx] (in Class[Profile::Web::Install])"
keys q
wait_for "web1.example.com>"
typed ":quit"
keys Enter
wait_for "REPL-EXITED-0"
echo "e2e tour: ok"
