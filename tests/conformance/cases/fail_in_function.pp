function f($x) { if $x > 1 { fail("too big: ${x}") } $x }
notify { "${f(1)}": }
notify { "${f(2)}": }
