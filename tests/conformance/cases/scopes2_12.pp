notify { 'n': message => "${a::p}" }
class a($p = 'x') { }
include a
