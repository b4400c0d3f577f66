class ntp(String $server = 'pool.ntp.org', Integer $port = 123, Optional[String] $extra = undef) {
  notify { "ntp ${server}:${port}": }
}
class { 'ntp': port => 124 }
