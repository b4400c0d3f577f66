node 'a' {
  @@file { 'config': path => '/etc/app.conf', content => 'x', tag => ['zz', 'Aa', 'mm'] }
  @@notify { 'secret': message => Sensitive('hidden'), withpath => true }
  @@notify { 'ordered': message => 'o', before => [Notify['z'], Notify['b']], loglevel => 'info' }
  notify { 'z': }
  notify { 'b': }
  @@notify { 'nested': message => { 'zeta' => 1, 'al' => { 'y' => 2, 'b' => 3 } } }
}
node 'b' {
  File <<| |>>
  Notify <<| title == 'secret' or title == 'nested' |>>
}
