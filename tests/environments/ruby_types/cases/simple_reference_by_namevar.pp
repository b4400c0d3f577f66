rt_simple { 'b': name => 'a' }
notify { 'n': require => Rt_simple['a'] }
