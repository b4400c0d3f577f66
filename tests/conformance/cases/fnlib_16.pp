notify { "x": message => [ [1,2].any |$x| { $x > 1 }, [1,2].all |$x| { $x > 1 }, {a=>1}.any |$k, $v| { $v == 1 } ] }
