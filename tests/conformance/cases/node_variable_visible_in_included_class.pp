node default { $v = 'node var' include c }
class c { notify { 'c': message => $v } }
