@user { 'a': }
notify { 'n': require => User['a'] }
