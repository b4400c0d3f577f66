function mine::add(Integer $a, Integer $b = 10) >> Integer { $a + $b }
notify { 'x': message => [mine::add(1), mine::add(1, 2)] }
