# What every node has: time synchronisation, the admins' accounts and a
# message of the day. The parameters come from Hiera (data/).
class profile::base (
  String $ntp_server,
  String $ntp_service,
  String $ntp_config,
  String $admin_group,
  Array[String] $admins = [],
) {
  package { 'chrony':
    ensure => installed,
  }

  file { $ntp_config:
    ensure  => file,
    content => "server ${ntp_server} iburst\n",
    require => Package['chrony'],
    notify  => Service[$ntp_service],
  }

  service { $ntp_service:
    ensure => running,
    enable => true,
  }

  $admins.each |String $admin| {
    user { $admin:
      ensure     => present,
      groups     => [$admin_group],
      managehome => true,
    }
  }

  file { '/etc/motd':
    ensure  => file,
    content => epp('profile/motd.epp', {
      'node'   => $trusted['certname'],
      'admins' => $admins,
    }),
  }
}
