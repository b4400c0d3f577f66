class foo {}
include foo
notify { 'x': message => [defined('main'), defined(Class['main']), defined(Class['foo']), defined('foo'), defined(Class['Foo']), defined(Class['nope']), defined('nope')] }
