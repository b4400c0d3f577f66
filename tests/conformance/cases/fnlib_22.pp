notify { "x": message => [sort(["b","A","c"]), sort([3,1,2]) |$a, $b| { compare($b, $a) }] }
