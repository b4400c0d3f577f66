$t = ['x', default]
notify { $t: message => 'one' ; 'y': }
