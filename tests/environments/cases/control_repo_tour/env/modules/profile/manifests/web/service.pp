class profile::web::service {
  service { 'nginx': ensure => running, enable => true }
}
