notify { "x": message => [[1,2,3].reduce |$m, $v| { $m + $v }, [1,2].reduce(10) |$m, $v| { $m + $v }] }
