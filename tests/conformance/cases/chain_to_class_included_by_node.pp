class c { notify { 'c': } }
node default { include c }
Class['c'] -> notify { 'after c': }
