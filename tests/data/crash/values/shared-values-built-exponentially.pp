# [$m, $m] shares $m: sixty levels hold 2^60 leaves, made in linear time.
# exit: 0
# expect: notice: 2 true true true
$x = Integer[1, 60].reduce([1]) |$m, $i| { [$m, $m] }
notice($x.length, $x == $x, $x[0] == $x[1], $x =~ Array)
