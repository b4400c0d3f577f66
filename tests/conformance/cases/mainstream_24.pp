$a = [1, 2, 3].filter |$x| { $x > 1 }.map |$x| { $x * 10 }.reduce |$m, $x| { $m + $x }
notify { "sum=${a}": }
