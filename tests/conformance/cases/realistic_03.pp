class profile::web {
  @@nagios_service { "check_http_${facts['networking']['hostname']}":
    check_command => 'check_http', host_name => $facts['networking']['fqdn'], tag => 'web',
  }
  package { ['nginx', 'curl']: ensure => installed }
  -> file { '/etc/nginx/nginx.conf': ensure => file }
  ~> service { 'nginx': ensure => running }
}
include profile::web
Nagios_service <<| tag == 'web' |>>
