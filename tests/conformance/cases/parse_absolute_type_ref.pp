define php::config($v = 1) { notify { "c ${title}": } }
php::config { 'a': }
notify { 'x': require => ::Php::Config['a'] }
$t = ::String
notice($t)
notice('s' =~ ::String)
::Notify { 'y': }
