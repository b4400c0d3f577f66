# inifile: ini_setting and ini_subsetting, and the create_ini_settings function.
ini_setting { 'php memory_limit':
  ensure  => present,
  path    => '/etc/php.ini',
  section => 'PHP',
  setting => 'memory_limit',
  value   => '256M',
}
ini_setting { 'no section':
  ensure            => present,
  path              => '/etc/app.ini',
  section           => '',
  setting           => 'debug',
  value             => false,
  key_val_separator => '=',
}
ini_subsetting { 'java opts Xmx':
  ensure     => present,
  path       => '/etc/default/app',
  section    => '',
  setting    => 'JAVA_OPTS',
  subsetting => '-Xmx',
  value      => '512m',
  quote_char => '"',
}
inifile::create_ini_settings(
  { 'main' => { 'cache' => 'on', 'workers' => 4 }, 'log' => { 'level' => 'info' } },
  { 'path' => '/etc/app/extra.ini' },
)
