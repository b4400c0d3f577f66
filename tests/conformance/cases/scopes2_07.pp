$x = 1
notify { 'r': message => [defined('$x'), defined('$y'), defined('x')] }
