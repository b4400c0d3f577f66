# A value shared 2^60 ways through the walkers that need not expand it:
# comparison, type checks, unique (hashing), length.
# exit: 0
# expect: notice: 2 true true true 1
$x = Integer[1, 60].reduce([1]) |$m, $i| { [$m, $m] }
notice($x.length, $x == $x, $x =~ Array[Array], $x =~ Data, unique($x).length)
