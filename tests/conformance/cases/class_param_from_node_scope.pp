node default { $nv = 'n' include c }
class c($p = $nv) { notify { "p=${p}": } }
