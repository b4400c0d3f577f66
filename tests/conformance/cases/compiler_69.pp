notify { [default]: message => 'm' }
notify { 'z': }
