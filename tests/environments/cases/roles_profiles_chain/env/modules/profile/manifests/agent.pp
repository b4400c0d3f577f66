class profile::agent inherits profile::params {
  file { '/etc/agent.conf': ensure => file }
}
