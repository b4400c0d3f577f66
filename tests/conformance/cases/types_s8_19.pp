$x = assert_type(Integer, 5)
$y = assert_type(String, 5) |$exp, $act| { "wanted ${exp} got ${act}" }
notify { 'a': message => [$x, $y] }
