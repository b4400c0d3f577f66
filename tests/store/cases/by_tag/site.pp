node 'a' {
  @@notify { 'a-web': message => 'from a', tag => 'web' }
  @@notify { 'a-db': message => 'db on a', tag => 'db' }
  @@file { '/etc/a.conf': content => 'a', tag => 'web' }
}
node 'c' {
  @@notify { 'c-web': message => 'from c', tag => ['web', 'Frontend'] }
}
node 'b' {
  notify { 'local': }
  @@notify { 'b-web': message => 'own', tag => 'web' }
  Notify <<| tag == 'web' |>>
}
