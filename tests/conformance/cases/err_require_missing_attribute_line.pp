file { '/tmp/a':
  ensure  => file,
  require => File['/nope'],
}
