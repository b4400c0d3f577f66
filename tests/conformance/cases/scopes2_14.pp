$top = 't'
class a { $top = 'a' notify { 'n': message => "${top} ${::top}" } }
include a
