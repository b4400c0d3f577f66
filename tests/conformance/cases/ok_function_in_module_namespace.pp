function mymod::add(Integer $a, Integer $b = 1) { $a + $b }
notify { 'f': message => [mymod::add(1), mymod::add(1, 2)] }
