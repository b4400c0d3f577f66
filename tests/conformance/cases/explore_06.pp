notice(defined(File['/x']))
file { '/x': }
notice(defined(File['/x']))
notice(defined('file'), defined('nosuch'), defined('$foo'))
$foo = 1
notice(defined('$foo'))
