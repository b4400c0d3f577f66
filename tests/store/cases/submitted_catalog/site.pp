class foo($p = 1) { notify { "in foo": } }
define d($x = 1) { notify { "d ${title}": } }
node 'a' {
  @@file { 'config': path => '/etc/app.conf', content => 'x', tag => ['zz', 'Aa', 'mm'] }
  @@notify { 'secret': message => Sensitive('hidden'), withpath => true }
  notify { 'z': }
  notify { 'b': before => Notify['z'] }
  notify { 'y': require => [Notify['z'], Notify['b']], subscribe => Notify['b'], notify => File['/etc/x/'] }
  file { '/etc/x': ensure => directory, alias => 'thex' }
  exec { 'run': command => '/bin/true' }
  package { 'vim': name => 'vim-nox' }
  user { 'bob': name => 'robert' }
  include foo
  d { 'one': }
  @@notify { 'nested': message => { 'zeta' => 1, 'al' => { 'y' => 2, 'b' => 3 } } }
  Notify <<| title == 'secret' |>>
}
