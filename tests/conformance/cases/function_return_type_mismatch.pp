function f(Integer $x) >> String { $x }
notify { 'n': message => f(1) }
