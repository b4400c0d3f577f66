notify { 'n': message => [[10, 20, 30].index(20), [10, 20].index |$v| { $v > 15 }, { 'a' => 1, 'b' => 2 }.index |$v| { $v == 2 }, 'hello'.index('l')] }
