$x = Notify { message => 'd' }
notice($x)
notify { 'a': }
