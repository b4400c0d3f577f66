class c { Exec { path => '/usr/bin' } }
include c
exec { 'x': }
notify { 'b': message => "[${Exec['x']['path']}]" }
