class foo {
  notify { 'inner': before => Class['bar'] }
}
class bar {
  notify { 'other': before => Notify['inner'] }
}
include foo
include bar
