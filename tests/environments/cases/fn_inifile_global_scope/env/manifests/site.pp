class profile::ini {
  notify { 'in the class': }
  inifile::create_ini_settings({ 'main' => { 'a' => '1', 'b' => { 'value' => '2' } } }, { 'path' => '/tmp/x.ini' })
}
define profile::ini_define() {
  inifile::create_ini_settings({ 'd' => { $title => 'v' } }, { 'path' => '/tmp/y.ini' })
}
include profile::ini
profile::ini_define { 'from_define': }
