function f(Integer $x) { $x }
notify { 'a': message => f('no') }
