class foo {
  notify { 'inner': before => Class['foo'] }
}
include foo
