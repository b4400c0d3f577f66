class app($ensure = present) {
  $dir = $ensure ? { present => directory, absent => absent }
  file { ['/opt/app', '/opt/app/conf']: ensure => $dir }
  File['/opt/app'] -> File['/opt/app/conf']
}
class { 'app': ensure => absent }
