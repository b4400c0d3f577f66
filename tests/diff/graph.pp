class app {
  package { 'app': }
  -> file { '/etc/app.conf': ensure => file }
  ~> service { 'app': }
}
include app
@user { 'deploy': }
User <| title == 'deploy' |> -> Class['app']
notify { 'done': require => Class['app'] }
exec { 'migrate': command => '/bin/true', subscribe => Package['app'], before => Service['app'] }
