node 'a' {
  @@notify { 'a-web': message => 'from a', tag => 'web' }
  @@file { '/srv/a': ensure => file }
}
node 'c' {
  @@notify { 'c-web': message => 'from c', tag => 'web' }
  @@file { '/srv/c': ensure => file }
}
node 'b' {
  notify { 'local': }
  notify { 'first': }
  Notify <<| tag == 'web' |>> -> Notify['local']
  Notify['first'] -> File <<| |>> { mode => '0600' }
}
