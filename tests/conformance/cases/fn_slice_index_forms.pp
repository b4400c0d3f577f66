notify { 'x': message => [[1, 2, 3, 4, 5].slice(2).map |$x| { $x }, [1, 2, 3].index(2), [1, 2, 3].index |$x| { $x > 1 }, { 'a' => 1, 'b' => 2 }.index |$v| { $v == 2 }, 'hello'.index('l')] }
