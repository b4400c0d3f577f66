# A Puppet function and a define that recurse without end.
# exit: 1
function f($n) { f($n + 1) }
define d($n) { d { "x${n}": n => $n + 1 } }
d { 'start': n => 0 }
notice(f(0))
