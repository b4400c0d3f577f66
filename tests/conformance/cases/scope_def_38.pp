function f(Integer $a) >> String { $a }
notify { 'x': message => f(3) }
