class profile::base (String $owner) {
  file { '/etc/motd':
    content => template('profile/motd.erb'),
  }
  file { '/etc/banner':
    content => epp('profile/banner.epp', { 'owner' => $owner }),
  }
  file { '/etc/issue':
    content => "Authorized use only\n",
  }
}
