class a { $v = 'a' }
class b inherits a { notify { 'n': message => "${v} ${a::v}" } }
include b
