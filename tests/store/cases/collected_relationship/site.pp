node 'a' {
  package { 'p': }
  @@file { '/tmp/from-a': require => Package['p'], tag => 'dangling' }
  @@file { '/tmp/first': tag => 'pair' }
  @@file { '/tmp/second': require => File['/tmp/first'], tag => 'pair' }
}
node 'b' {
  File <<| tag == 'pair' |>>
}
node 'c' {
  File <<| tag == 'dangling' |>>
}
