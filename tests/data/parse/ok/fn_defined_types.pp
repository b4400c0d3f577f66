define d() {}
notify { 'x': message => [defined('d'), defined(D), defined(File), defined(Nosuch), defined('file'), defined('notice')] }
