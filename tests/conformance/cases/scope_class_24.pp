node default { $n = 'node-var' include c }
class c { notify { "n=${n}": } }
