# What every node gets: packages, time, SSH, sudo, the message of the day
# and an inventory file. All parameters come from Hiera.
class profile::base (
  Array[String[1]] $packages,
  Hash[String, Hash] $sudo_confs = {},
  Hash[String, Scalar] $sysctl = {},
  Array[String[1]] $admins = [],
) {
  ensure_packages($packages)
  include ntp
  include ssh::server
  include ssh::client
  include sudo
  include motd

  $sudo_confs.each |String $name, Hash $conf| {
    sudo::conf { $name:
      * => $conf,
    }
  }
  $sysctl.each |String $key, $value| {
    file_line { "sysctl ${key}":
      path  => '/etc/sysctl.conf',
      line  => "${key} = ${value}",
      match => "^${regsubst($key, '\.', '\\.', 'G')}\\s*=",
    }
  }
  $admins.each |String $user| {
    user { $user:
      ensure     => present,
      groups     => ['admins'],
      managehome => true,
    }
  }
  group { 'admins':
    ensure => present,
  }

  concat { '/etc/inventory':
    ensure => present,
    mode   => '0644',
  }
  concat::fragment { 'inventory base':
    target  => '/etc/inventory',
    content => epp('profile/inventory.epp', {
      'fqdn'     => $facts['networking']['fqdn'],
      'os'       => $facts['os'],
      'packages' => $packages,
    }),
    order   => '01',
  }
}
