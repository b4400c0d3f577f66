Notify { name => 'dflt' }
notify { 'n': message => 'm' }
file { 'f': mode => '0644' }
File['f'] { path => '/amended' }
exec { 'e': cwd => '/' }
Exec <| |> { command => '/bin/coll' }
define d($a = 1) { }
d { 'x': a => 3, name => 'nn' }
package { 'p': ensure => present, * => { name => 'splat' } }
user { 'u': uid => 5, name => 'usr', tag => 't', require => Notify['n'] }
