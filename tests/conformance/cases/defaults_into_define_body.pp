define d { file { "/d/${title}": ensure => file } }
class c { File { group => 'g' } d { 'x': } }
include c
