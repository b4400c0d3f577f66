rt_keyed { 'x': name => 'alice', kind => 'rsa' }
notify { 'n': require => Rt_keyed['alice@rsa'] }
