# The text form and the graph check read deep values (the store, diff,
# graph and REPL read them back through the catalog JSON).
# args: --format text --check-graph
# exit: 0
# expect: Notify[n]
$x = Integer[1, 300].reduce([]) |$m, $i| { [$m] }
notify { 'n': message => $x }
