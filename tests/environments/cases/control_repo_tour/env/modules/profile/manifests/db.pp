class profile::db {
  package { 'postgresql': ensure => installed }
  -> service { 'postgresql': ensure => running }
}
