class base($port = 80, Optional[String] $name_ = undef) {
  file { '/etc/motd': ensure => file, content => "port ${port}\n" }
}
define vhost(Integer $port, Array[String] $aliases = []) {
  notify { "vhost ${title}": message => $aliases }
}
include base
vhost { 'www': port => 8080, aliases => ['w'] }
@user { 'luke': uid => 1000, groups => ['admin'] }
User <| groups == 'admin' |> { shell => '/bin/zsh' }
File['/etc/motd'] -> Notify['vhost www']
