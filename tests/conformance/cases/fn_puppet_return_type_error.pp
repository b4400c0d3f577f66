function f(Integer $x) >> String { $x }
notify { 'x': message => f(1) }
