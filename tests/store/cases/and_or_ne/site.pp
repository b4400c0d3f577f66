node 'a' {
  @@notify { 'a-web': message => 'keep', tag => 'web' }
  @@notify { 'a-skip': message => 'skip', tag => 'web' }
  @@file { '/srv/a': ensure => file }
  @@file { '/srv/x': ensure => file }
}
node 'c' {
  @@notify { 'c-web': message => 'keep', tag => 'web' }
  @@file { '/srv/c': ensure => directory }
}
node 'b' {
  Notify <<| tag == 'web' and message != 'skip' |>>
  File <<| title == '/srv/a' or title == '/srv/c' |>>
}
