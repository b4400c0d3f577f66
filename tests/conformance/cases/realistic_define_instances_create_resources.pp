define app::instance (
  Integer $port,
  Enum['present', 'absent'] $ensure = 'present',
  Array[String] $users = [],
) {
  $users.each |$u| {
    @user { "${title}-${u}": ensure => $ensure, tag => [$title, 'appuser'] }
  }
  file { "/etc/app/${title}.conf":
    ensure  => $ensure ? { 'present' => 'file', default => 'absent' },
    content => "port=${port}\n",
  }
}
$instances = {
  'alpha' => { port => 8080, users => ['ann', 'bob'] },
  'beta'  => { port => 8081, ensure => 'absent' },
}
create_resources('app::instance', $instances, { users => ['default'] })
User <| tag == 'alpha' |>
