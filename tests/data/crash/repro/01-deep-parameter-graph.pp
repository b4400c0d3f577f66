# A parameter nested 200 levels deep, through the relationship graph.
# run: "$BIN" graph --node test case.pp
# exit: any
$deep = Integer[1, 200].reduce('leaf') |$m, $i| { [$m] }
notify { 'n': message => $deep }
