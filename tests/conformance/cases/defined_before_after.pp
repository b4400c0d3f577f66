$before = defined(File['/a'])
file { '/a': }
$after = defined(File['/a'])
notify { "${before} ${after} ${defined(Notify)} ${defined('nosuch')} ${defined('$before')}": }
