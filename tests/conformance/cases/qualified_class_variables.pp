class a { $v = 'a' }
include a
notify { 'n': message => [$a::v, $::a::v] }
