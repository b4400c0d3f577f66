notify { 'x': message => "${type([undef])} ${type([undef], 'generalized')} ${type([1,undef], 'generalized')}" }
