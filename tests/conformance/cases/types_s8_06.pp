function double(Integer $x) >> String { $x * 2 }
notify { 'a': message => double(21) }
