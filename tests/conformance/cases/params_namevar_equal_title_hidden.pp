notify { 'x': message => 'm', name => 'x' }
file { '/x': mode => '0644', path => '/x' }
define d($a = 1) { }
d { 'y': a => 2, name => 'y' }
exec { '/bin/true': cwd => '/', command => '/bin/true' }
user { 'u': uid => 1, name => 'U' }
