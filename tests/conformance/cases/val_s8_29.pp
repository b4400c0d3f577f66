notify { 'a': message => [[1,2,3].filter |$x| { $x > 1 }, {'a'=>1,'b'=>2}.filter |$k,$v| { $v > 1 }, [1,2].map |$i, $x| { $i * $x }, [[1,2],[3,4]].map |$a, $b| { $a + $b }] }
