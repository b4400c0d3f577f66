class b { notify { 'b': message => "${a::v}" } }
class a { include b $v = 'a' }
include a
