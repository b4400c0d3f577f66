$x = 1
notify { 'd': message => [defined('$x'), defined('$nope'), defined(Notify['d'])] }
