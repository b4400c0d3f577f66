class foo($x = 1) { notify { "foo ${x}": } }
class { 'foo': x => 2 }
notice(Class['foo'])
notice(Class[foo] == Class['Foo'])
notice(defined(Class['foo']))
