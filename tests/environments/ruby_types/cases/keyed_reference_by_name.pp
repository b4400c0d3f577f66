rt_keyed { 'alice@rsa': }
notify { 'n': require => Rt_keyed['alice'] }
