# A parameter nested 200 levels deep, stored and its graph checked.
# run: "$BIN" compile --storeconfigs store.db --check-graph --node test case.pp
# exit: any
$deep = Integer[1, 200].reduce({'k' => 1}) |$m, $i| { {'k' => $m} }
notify { 'n': message => $deep }
