function f(String $s) { $s }
notify { 'a': message => f(1) }
