notify { 'n': withpath => true, message => 'm', name => 'x' }
file { 'f': mode => '0644', path => '/x' }
exec { 'e': cwd => '/', command => '/bin/true' }
package { 'p': ensure => present, name => 'pkg' }
user { 'u': uid => 5, name => 'usr' }
define d($a = 1, $name2 = 2) { }
d { 'x': a => 3, name2 => 4 }
