$v = assert_type(Integer, 5)
$w = assert_type(String, 5) |$expected, $actual| { "wrong: ${expected} ${actual}" }
notify { 'x': message => [$v, $w] }
