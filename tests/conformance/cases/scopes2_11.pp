class a($p = 'x') { }
include a
notify { 'n': message => "${a::p} ${::a::p}" }
