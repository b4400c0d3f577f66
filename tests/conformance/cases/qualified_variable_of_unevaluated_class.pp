notify { 'n': message => $b::v }
class b { $v = 1 }
