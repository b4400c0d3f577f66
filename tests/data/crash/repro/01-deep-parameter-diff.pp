# Two sides with parameters nested 200 levels deep, compared.
# setup: sed 's/leaf/other/' case.pp > other.pp
# run: "$BIN" diff --node test case.pp other.pp
# exit: 2
$deep = Integer[1, 200].reduce('leaf') |$m, $i| { [$m] }
notify { 'n': message => $deep }
