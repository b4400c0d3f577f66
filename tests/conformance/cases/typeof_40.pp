notify { 'x': message => "${type([true,false], 'generalized')} ${type([1, /a/])} ${type(['a', 'bb'], 'reduced')}" }
