# A value sharing itself 2^60 ways, through every walker: printing,
# interpolation, JSON catalog, flatten, unique, type checks, templates.
# exit: any
$x = Integer[1, 60].reduce([1]) |$m, $i| { [$m, $m] }
notice($x.length)
notice($x == $x)
notice($x =~ Array[Array])
notice($x =~ Data)
notice(unique($x).length)
