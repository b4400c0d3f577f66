$r = [3, 1, 2].sort.reverse_each.map |$x| { $x * 10 }.join(',')
notify { $r: }
